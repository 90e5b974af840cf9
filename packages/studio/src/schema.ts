import { schemaTypes } from '@treize/content-model/schema';
import type { SchemaTypeDefinition } from 'sanity';
import { isReadOnlyType } from './readOnly';

/** The content model's types as the Studio edits them: shopper-written documents are read-only. */
export const studioSchemaTypes: SchemaTypeDefinition[] = schemaTypes.map(
  (type: { name: string }) => (isReadOnlyType(type.name) ? { ...type, readOnly: true } : type),
) as unknown as SchemaTypeDefinition[];
