export * from './constants.js';
export type * from './types/common.js';
export type * from './types/links.js';
export type * from './types/portableText.js';
export type * from './types/layout.js';
export type * from './types/documents.js';
export { documentIds, draftId, publishedId } from './ids.js';
export {
  schemaTypes,
  TRANSLATED_DOCUMENT_TYPES,
  defineArrayMember,
  defineField,
  defineType,
  Rule,
} from './schema/index.js';
export type {
  FieldDefinition,
  NamedTypeDefinition,
  OptionItem,
  TypeDefinition,
} from './schema/index.js';
export { PRODUCT_GID, VARIANT_GID } from './schema/objects.js';
export { validateDocument } from './validate.js';
