import { randomBytes } from 'node:crypto';
import { badRequest, mutationError, type HttpError } from '../http/errors.js';
import type { StoredDocument } from '../store/documents.js';
import type { JournalEntry } from '../store/journal.js';
import type { Store } from '../store/store.js';
import { applyPatch, PatchError, type PatchOperations } from './patch.js';

export type Operation = 'create' | 'update' | 'delete' | 'none';

/** One mutation of a transaction as it applied to one document, the way listeners report it. */
export interface AppliedMutation {
  id: string;
  mutation: Record<string, Record<string, unknown>>;
}

export interface MutationResult {
  id: string;
  operation: Operation;
  document?: StoredDocument;
}

const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'patch', 'delete'] as const;
type Kind = (typeof KINDS)[number];

/** Finds the ids a `delete: { query }` selects; injected so this module stays free of GROQ. */
export type QueryIds = (query: string, params: Record<string, unknown>) => Promise<string[]>;

/** Sanity-like ids: 22 random characters; `drafts.` alone gets a random suffix. */
export function randomId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(
  index: number,
  type: string,
  description: string,
  status: number,
  id?: string,
): HttpError {
  return mutationError({ index, type, description, status, ...(id !== undefined ? { id } : {}) });
}

function readMutations(body: unknown): { kind: Kind; payload: Record<string, unknown> }[] {
  if (!isObject(body) || !Array.isArray(body.mutations))
    throw badRequest('The request body must be JSON of the form {"mutations": [...]}');
  return body.mutations.map((mutation: unknown, index) => {
    const keys = isObject(mutation) ? Object.keys(mutation) : [];
    const kind = keys[0] as Kind | undefined;
    if (
      keys.length !== 1 ||
      !kind ||
      !KINDS.includes(kind) ||
      !isObject((mutation as Record<string, unknown>)[kind])
    ) {
      throw fail(
        index,
        'invalidMutationError',
        `mutation ${index} must be an object with exactly one of ${KINDS.join(', ')}`,
        400,
      );
    }
    return {
      kind,
      payload: (mutation as Record<string, Record<string, unknown>>)[kind] as Record<
        string,
        unknown
      >,
    };
  });
}

/**
 * Applies a transaction all or nothing: every mutation works on a private copy of the documents it
 * touches (later mutations see earlier ones), and nothing reaches the store unless all succeed.
 */
export async function runTransaction(
  store: Store,
  body: unknown,
  queryIds: QueryIds,
  transactionId = randomId(),
): Promise<{ entry: JournalEntry; results: MutationResult[]; applied: AppliedMutation[] }> {
  const mutations = readMutations(body);
  const now = new Date().toISOString();
  const working = new Map<string, StoredDocument | null>();
  const read = (id: string): StoredDocument | undefined => {
    const local = working.get(id);
    if (local === null) return undefined;
    return local ?? store.get(id);
  };
  const results: MutationResult[] = [];
  const applied: AppliedMutation[] = [];

  const stamp = (
    doc: Record<string, unknown>,
    previous: StoredDocument | undefined,
  ): StoredDocument =>
    ({
      ...structuredClone(doc),
      _createdAt:
        previous?._createdAt ?? (typeof doc._createdAt === 'string' ? doc._createdAt : now),
      _updatedAt: now,
      _rev: transactionId,
    }) as StoredDocument;

  for (const [index, { kind, payload }] of mutations.entries()) {
    if (kind === 'delete') {
      let ids: string[];
      if (typeof payload.id === 'string') ids = [payload.id];
      else if (typeof payload.query === 'string')
        ids = await queryIds(payload.query, isObject(payload.params) ? payload.params : {});
      else throw fail(index, 'invalidMutationError', 'delete needs an id or a query', 400);
      for (const id of ids) {
        const existed = read(id) !== undefined;
        working.set(id, null);
        results.push({ id, operation: existed ? 'delete' : 'none' });
        if (existed) applied.push({ id, mutation: { delete: { id } } });
      }
      continue;
    }
    if (kind === 'patch') {
      const id = payload.id;
      if (typeof id !== 'string')
        throw fail(
          index,
          'invalidMutationError',
          'patch needs the id of the document to patch',
          400,
        );
      const current = read(id);
      if (!current)
        throw fail(index, 'documentNotFoundError', `Document "${id}" not found`, 404, id);
      if (typeof payload.ifRevisionID === 'string' && payload.ifRevisionID !== current._rev) {
        throw fail(
          index,
          'conflictError',
          `Document "${id}" has unexpected revision ID ("${current._rev}"), expected "${payload.ifRevisionID}"`,
          409,
          id,
        );
      }
      const next = structuredClone(current);
      try {
        applyPatch(next, payload as PatchOperations);
      } catch (error) {
        if (error instanceof PatchError)
          throw fail(index, 'invalidPatchError', `Cannot patch "${id}": ${error.message}`, 400, id);
        throw error;
      }
      const document = stamp(next, current);
      working.set(id, document);
      results.push({ id, operation: 'update', document });
      applied.push({ id, mutation: { patch: payload } });
      continue;
    }
    if (typeof payload._type !== 'string' || payload._type === '') {
      throw fail(index, 'invalidDocumentError', `${kind} needs a document with a _type`, 400);
    }
    const given = payload._id;
    let id: string;
    if (given === undefined && kind === 'create') id = randomId();
    else if (typeof given === 'string' && given !== '')
      id = given.endsWith('.') ? `${given}${randomId()}` : given;
    else throw fail(index, 'invalidDocumentError', `${kind} needs a document with an _id`, 400);
    const existing = read(id);
    if (kind === 'create' && existing)
      throw fail(
        index,
        'documentAlreadyExistsError',
        `Document by ID "${id}" already exists`,
        409,
        id,
      );
    if (kind === 'createIfNotExists' && existing) {
      results.push({ id, operation: 'none', document: existing });
      continue;
    }
    const document = stamp(
      { ...payload, _id: id },
      kind === 'createOrReplace' ? existing : undefined,
    );
    working.set(id, document);
    results.push({ id, operation: existing ? 'update' : 'create', document });
    applied.push({ id, mutation: { [kind]: { ...payload, _id: id } } });
  }

  const put: StoredDocument[] = [];
  const deleted: string[] = [];
  for (const [id, doc] of working) {
    if (doc) put.push(doc);
    else if (store.get(id)) deleted.push(id);
  }
  return { entry: { transactionId, time: now, put, delete: deleted }, results, applied };
}
