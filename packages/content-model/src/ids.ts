import type { Language } from './constants.js';

/**
 * Deterministic document ids of the demo content. Ids use `-`, never `.`: Sanity treats a dot as a
 * path separator and hides such documents (like `drafts.*`) from unauthenticated readers.
 * The storefront queries by `_type` + `language` (and slug), so it never needs these ids.
 */
export const documentIds = {
  layout: (language: Language) => `layout-${language}`,
  home: (language: Language) => `home-${language}`,
  page: (slug: string, language: Language) => `page-${slug}-${language}`,
  productEditorial: (handle: string, language: Language) =>
    `productEditorial-${handle}-${language}`,
  translationMetadata: (baseId: string) => `translation-metadata-${baseId}`,
};

/** The id of the draft of a published document. */
export function draftId(id: string): string {
  return id.startsWith('drafts.') ? id : `drafts.${id}`;
}

/** The published id of a document or its draft. */
export function publishedId(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
}
