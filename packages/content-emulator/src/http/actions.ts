import type { IncomingMessage, ServerResponse } from 'node:http';
import { runTransaction } from '../mutations/transaction.js';
import { DRAFTS_PREFIX, isPublicId, type StoredDocument } from '../store/documents.js';
import type { Store } from '../store/store.js';
import { isAuthenticated } from './auth.js';
import { badRequest, mutationError, unauthorized } from './errors.js';
import { readJsonBody, sendJson } from './io.js';
import type { ApiContext } from './query.js';

type Action = Record<string, unknown> & { actionType?: unknown };
type Mutation = Record<string, Record<string, unknown>>;

function stringField(action: Action, index: number, name: string): string {
  const value = action[name];
  if (typeof value !== 'string' || value === '')
    throw badRequest(`action ${index} (${String(action.actionType)}) needs a string ${name}`);
  return value;
}

/** The document a version belongs to: `drafts.home-fr` and `versions.{release}.home-fr` are versions of `home-fr`. */
function publishedIdOf(versionId: string): string {
  return versionId.replace(/^(?:drafts\.|versions\.[^.]+\.)/, '');
}

/** Fails the action when the caller expected another revision of `id` than the one stored. */
function guardRevision(
  index: number,
  expected: unknown,
  id: string,
  current: StoredDocument | undefined,
): void {
  if (expected === undefined || expected === null) return;
  if (typeof expected !== 'string')
    throw badRequest(`action ${index}: revision guards are revision ids (strings)`);
  if (current?._rev !== expected)
    throw mutationError({
      index,
      type: 'actionError',
      description: current
        ? `Document "${id}" has revision ${current._rev}, expected ${expected}`
        : `Document "${id}" does not exist, expected revision ${expected}`,
      status: 409,
    });
}

/** The document a publish or edit starts from: the draft if any (or what this transaction made), else the published one. */
function withoutSystemFields(doc: StoredDocument, id: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc, _id: id };
  delete copy._rev;
  delete copy._updatedAt;
  return copy;
}

/**
 * Translates the Actions API (`sanity.action.document.*`) into the mutations that have the same
 * effect on drafts and published documents; the transaction then applies them all or nothing.
 */
function toMutations(actions: Action[], store: Store): Mutation[] {
  const mutations: Mutation[] = [];
  // Later actions of one request see earlier ones (an edit after a create, a publish after an edit).
  const pending = new Map<string, StoredDocument | null>();
  const read = (id: string): StoredDocument | undefined => {
    const local = pending.get(id);
    return local === null ? undefined : (local ?? store.get(id));
  };
  const fail = (index: number, description: string, status = 409): never => {
    throw mutationError({ index, type: 'actionError', description, status });
  };
  for (const [index, action] of actions.entries()) {
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const publishedId = stringField(action, index, 'publishedId');
        const attributes = action.attributes as Record<string, unknown> | undefined;
        if (
          typeof attributes !== 'object' ||
          attributes === null ||
          typeof attributes._type !== 'string'
        )
          throw badRequest(`action ${index} needs attributes with a _type`);
        const id =
          typeof attributes._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`;
        if (read(publishedId))
          fail(index, `"${publishedId}" is already published: edit its draft instead`);
        if (read(id)) {
          if (action.ifExists === 'ignore') break;
          fail(index, `Document "${id}" already exists`);
        }
        const doc = { ...attributes, _id: id } as StoredDocument;
        mutations.push({ create: doc });
        pending.set(id, doc);
        break;
      }
      case 'sanity.action.document.edit': {
        const draftId = stringField(action, index, 'draftId');
        const publishedId = stringField(action, index, 'publishedId');
        if (!read(draftId)) {
          const published = read(publishedId);
          if (!published) fail(index, `Neither "${draftId}" nor "${publishedId}" exists`, 404);
          const draft = withoutSystemFields(published as StoredDocument, draftId) as StoredDocument;
          mutations.push({ create: draft });
          pending.set(draftId, draft);
        }
        mutations.push({ patch: { ...(action.patch as Record<string, unknown>), id: draftId } });
        break;
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = stringField(action, index, 'publishedId');
        const attributes = action.attributes as Record<string, unknown>;
        const id =
          typeof attributes?._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`;
        const doc = { ...attributes, _id: id } as StoredDocument;
        mutations.push({ createOrReplace: doc });
        pending.set(id, doc);
        break;
      }
      case 'sanity.action.document.publish': {
        const draftId = stringField(action, index, 'draftId');
        const publishedId = stringField(action, index, 'publishedId');
        const draft = read(draftId);
        if (!draft) fail(index, `There is no draft "${draftId}" to publish`);
        // The Studio names the revisions it saw, so a publish never overwrites an edit it did not show.
        guardRevision(index, action.ifDraftRevisionId, draftId, draft);
        guardRevision(index, action.ifPublishedRevisionId, publishedId, read(publishedId));
        const published = withoutSystemFields(
          draft as StoredDocument,
          publishedId,
        ) as StoredDocument;
        mutations.push({ createOrReplace: published }, { delete: { id: draftId } });
        pending.set(publishedId, published);
        pending.set(draftId, null);
        break;
      }
      case 'sanity.action.document.unpublish': {
        const draftId = stringField(action, index, 'draftId');
        const publishedId = stringField(action, index, 'publishedId');
        const published = read(publishedId);
        if (!published) fail(index, `"${publishedId}" is not published`, 404);
        if (!read(draftId)) {
          const draft = withoutSystemFields(published as StoredDocument, draftId) as StoredDocument;
          mutations.push({ create: draft });
          pending.set(draftId, draft);
        }
        mutations.push({ delete: { id: publishedId } });
        pending.set(publishedId, null);
        break;
      }
      case 'sanity.action.document.discard': {
        const draftId = stringField(action, index, 'draftId');
        if (!read(draftId)) fail(index, `There is no draft "${draftId}" to discard`, 404);
        mutations.push({ delete: { id: draftId } });
        pending.set(draftId, null);
        break;
      }
      case 'sanity.action.document.delete': {
        const publishedId = stringField(action, index, 'publishedId');
        const ids = [
          publishedId,
          ...(Array.isArray(action.includeDrafts)
            ? action.includeDrafts
            : [`${DRAFTS_PREFIX}${publishedId}`]),
        ].filter((id): id is string => typeof id === 'string');
        for (const id of ids) {
          mutations.push({ delete: { id } });
          pending.set(id, null);
        }
        break;
      }
      case 'sanity.action.document.version.create': {
        const publishedId = stringField(action, index, 'publishedId');
        let version: Record<string, unknown>;
        if (typeof action.document === 'object' && action.document !== null) {
          version = action.document as Record<string, unknown>;
          if (typeof version._id !== 'string' || typeof version._type !== 'string')
            throw badRequest(`action ${index} needs a document with an _id and a _type`);
        } else {
          const baseId = stringField(action, index, 'baseId');
          const versionId = stringField(action, index, 'versionId');
          const base = read(baseId);
          if (!base) fail(index, `There is no document "${baseId}" to copy`, 404);
          guardRevision(index, action.ifBaseRevisionId, baseId, base);
          version = withoutSystemFields(base as StoredDocument, versionId);
        }
        const versionId = version._id as string;
        if (publishedIdOf(versionId) !== publishedId || versionId === publishedId)
          throw badRequest(`action ${index}: "${versionId}" is not a version of "${publishedId}"`);
        if (read(versionId)) fail(index, `Document "${versionId}" already exists`);
        mutations.push({ create: version });
        pending.set(versionId, version as StoredDocument);
        break;
      }
      case 'sanity.action.document.version.discard': {
        const versionId = stringField(action, index, 'versionId');
        if (isPublicId(versionId))
          throw badRequest(`action ${index}: "${versionId}" is published, not a version`);
        if (!read(versionId)) fail(index, `There is no version "${versionId}" to discard`, 404);
        mutations.push({ delete: { id: versionId } });
        pending.set(versionId, null);
        break;
      }
      default:
        throw badRequest(
          `action ${index}: actionType ${JSON.stringify(action.actionType)} is not supported here (create, edit, replaceDraft, publish, unpublish, discard, delete, version.create, version.discard are)`,
        );
    }
  }
  return mutations;
}

/** `POST /v{apiVersion}/data/actions/{dataset}`: the document actions the Studio performs, all or nothing. */
export async function handleActions(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: ApiContext,
): Promise<void> {
  if (!isAuthenticated(request, context.token))
    throw unauthorized('Actions need a write token: send Authorization: Bearer <token>');
  const body = (await readJsonBody(request)) as
    { actions?: unknown; transactionId?: unknown; dryRun?: unknown } | undefined;
  const actions = Array.isArray(body?.actions) ? (body.actions as Action[]) : undefined;
  if (!actions || actions.some((action) => typeof action !== 'object' || action === null))
    throw badRequest(
      'The request body must be JSON of the form {"actions": [{"actionType": ...}]}',
    );
  const transactionId =
    typeof body?.transactionId === 'string' && body.transactionId !== ''
      ? body.transactionId
      : undefined;
  const entry = await context.store.exclusive(async () => {
    const mutations = toMutations(actions, context.store);
    const outcome = await runTransaction(
      context.store,
      { mutations },
      async () => [],
      transactionId,
    );
    if (body?.dryRun !== true && url.searchParams.get('dryRun') !== 'true')
      context.store.commit(outcome.entry, outcome.applied);
    return outcome.entry;
  });
  sendJson(request, response, 200, { transactionId: entry.transactionId });
}
