/**
 * Constants, ids and document types: what the storefront and the emulator need at run time, with
 * no dependency on `sanity`. The schema is `@treize/content-model/schema`, the validator
 * `@treize/content-model/validate`: both load the `sanity` package.
 */
export * from './constants.js';
export type * from './types/common.js';
export type * from './types/links.js';
export type * from './types/portableText.js';
export type * from './types/layout.js';
export type * from './types/documents.js';
export { documentIds, draftId, publishedId } from './ids.js';
