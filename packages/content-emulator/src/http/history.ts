import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredDocument } from '../store/documents.js';
import type { TransactionRecord } from '../store/history.js';
import { isAuthenticated } from './auth.js';
import { badRequest, routeNotFound, unauthorized } from './errors.js';
import { corsHeaders, sendJson } from './io.js';
import type { ApiContext } from './query.js';

function readIds(path: string): string[] {
  return decodeURIComponent(path)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

function readTime(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw badRequest(`${name}=${raw} is not a date-time: send ISO 8601`);
  return time;
}

function isTrue(url: URL, name: string): boolean {
  return url.searchParams.get(name) === 'true';
}

/**
 * `documents/{ids}`: each document as it was at `revision` (its `_rev`), at `time`, or its
 * `lastRevision` (the present one, or the last before its deletion); with none of them, as it is now.
 * A document unknown at that point is left out, as the Content Lake leaves it out.
 */
function documentsAt(url: URL, ids: string[], context: ApiContext): StoredDocument[] {
  const revision = url.searchParams.get('revision') || undefined;
  const time = url.searchParams.get('time') || undefined;
  const lastRevision = isTrue(url, 'lastRevision');
  if ([revision, time, lastRevision || undefined].filter((given) => given).length > 1)
    throw badRequest('Send one of revision, time or lastRevision, not several');
  if (time !== undefined) readTime(url, 'time');
  const { history } = context.store;
  const documents: StoredDocument[] = [];
  for (const id of ids) {
    const current = context.store.get(id);
    let state: StoredDocument | undefined;
    if (revision !== undefined) state = history.atRevision(id, revision, current)?.state;
    else if (time !== undefined) state = history.atTime(id, time, current)?.state;
    else if (lastRevision) state = history.lastRevision(id, current);
    else state = current;
    if (state) documents.push(context.store.present(state));
  }
  return documents;
}

/** The kept transactions between `fromTransaction`/`fromTime` and `toTransaction`/`toTime`, inclusive. */
function selectTransactions(url: URL, ids: string[], context: ApiContext): TransactionRecord[] {
  const { history } = context.store;
  let records = ids.length === 0 ? history.all() : history.touching(new Set(ids));
  const fromTransaction = url.searchParams.get('fromTransaction') || undefined;
  const toTransaction = url.searchParams.get('toTransaction') || undefined;
  // A transaction no longer kept is older than every kept one: "from" it is from the oldest kept,
  // "to" it is nothing.
  if (fromTransaction !== undefined) {
    const start = records.findIndex((record) => record.id === fromTransaction);
    if (start !== -1) records = records.slice(start);
    else if (history.has(fromTransaction)) {
      const after = new Set(history.after(fromTransaction)!.map((record) => record.id));
      records = records.filter((record) => after.has(record.id));
    }
  }
  if (toTransaction !== undefined) {
    const end = records.findIndex((record) => record.id === toTransaction);
    if (end !== -1) records = records.slice(0, end + 1);
    else if (history.has(toTransaction)) {
      const after = new Set(history.after(toTransaction)!.map((record) => record.id));
      records = records.filter((record) => !after.has(record.id));
    } else records = [];
  }
  const fromTime = readTime(url, 'fromTime');
  const toTime = readTime(url, 'toTime');
  records = records.filter((record) => {
    const at = Date.parse(record.timestamp);
    return (fromTime === undefined || at >= fromTime) && (toTime === undefined || at <= toTime);
  });
  const authors = url.searchParams.get('authors');
  if (authors) {
    const wanted = new Set(authors.split(','));
    records = records.filter((record) => wanted.has(record.author));
  }
  if (isTrue(url, 'reverse')) records = [...records].reverse();
  const limitParameter = url.searchParams.get('limit');
  if (limitParameter !== null && limitParameter !== '') {
    const limit = Number(limitParameter);
    if (!Number.isInteger(limit) || limit < 1)
      throw badRequest(`limit=${limitParameter} must be a whole number of at least 1`);
    records = records.slice(0, limit);
  }
  return records;
}

/**
 * One transaction as a line of the NDJSON answer. Effects are Mendoza programs per document, each a
 * whole-value replacement (opcode 0 pushes the literal that becomes the result), as the listener sends.
 */
function transactionLine(
  record: TransactionRecord,
  url: URL,
  ids: ReadonlySet<string>,
  context: ApiContext,
): Record<string, unknown> {
  const identifiedOnly = isTrue(url, 'includeIdentifiedDocumentsOnly') && ids.size > 0;
  const documents = record.documents.filter((doc) => !identifiedOnly || ids.has(doc.id));
  const withMutations = !isTrue(url, 'excludeContent') && !isTrue(url, 'excludeMutations');
  const present = (doc: StoredDocument | undefined) => (doc ? context.store.present(doc) : null);
  return {
    id: record.id,
    timestamp: record.timestamp,
    author: record.author,
    documentIDs: documents.map((doc) => doc.id),
    ...(withMutations
      ? {
          mutations: record.mutations
            .filter((applied) => !identifiedOnly || ids.has(applied.id))
            .map((applied) => applied.mutation),
        }
      : {}),
    ...(url.searchParams.get('effectFormat') === 'mendoza'
      ? {
          effects: Object.fromEntries(
            documents.map((doc) => [
              doc.id,
              { apply: [0, present(doc.after)], revert: [0, present(doc.before)] },
            ]),
          ),
        }
      : {}),
  };
}

/**
 * `GET /v{apiVersion}/data/history/{dataset}/…`, the review pane's source: past revisions of
 * documents and the transactions that made them, from the transactions the emulator keeps (the
 * last `HISTORY_LIMIT` since it started, and those its journal held at start).
 */
export function handleHistory(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  rest: string,
  context: ApiContext,
): void {
  if (!isAuthenticated(request, context.token))
    throw unauthorized('History needs the editor token: send Authorization: Bearer <token>');
  const [kind, ...path] = rest.split('/');
  if (kind === 'documents') {
    const ids = readIds(path.join('/'));
    if (ids.length === 0)
      throw badRequest('Name at least one document id: /data/history/{dataset}/documents/{id}');
    sendJson(request, response, 200, { documents: documentsAt(url, ids, context) });
    return;
  }
  if (kind === 'transactions') {
    const ids = readIds(path.join('/'));
    const records = selectTransactions(url, ids, context);
    const idSet = new Set(ids);
    response.writeHead(200, { ...corsHeaders(request), 'Content-Type': 'application/x-ndjson' });
    response.end(
      records
        .map((record) => `${JSON.stringify(transactionLine(record, url, idSet, context))}\n`)
        .join(''),
    );
    return;
  }
  if (kind === 'events') {
    sendJson(request, response, 200, { events: {}, nextCursor: '' });
    return;
  }
  throw routeNotFound(`/data/history/${context.dataset}/${rest}`);
}
