/** A stored Content Lake document: any JSON object with `_id` and `_type`. */
export interface StoredDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

export const DRAFTS_PREFIX = 'drafts.';

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function toPublishedId(id: string): string {
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id;
}

/**
 * Sanity treats a `.` in an id as a path: such documents (drafts, versions, private paths) are only
 * visible to authenticated readers.
 */
export function isPublicId(id: string): boolean {
  return !id.includes('.');
}
