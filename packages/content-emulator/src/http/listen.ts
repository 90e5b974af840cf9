import type { IncomingMessage, ServerResponse } from 'node:http';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { randomId } from '../mutations/transaction.js';
import { isPublicId, type StoredDocument } from '../store/documents.js';
import { EDITOR_ID } from '../store/history.js';
import type { Change } from '../store/store.js';
import { isAuthenticated } from './auth.js';
import { badRequest } from './errors.js';
import { corsHeaders } from './io.js';
import { readParams, type ApiContext } from './query.js';
import { rewriteTextQuery } from '../query/textQuery.js';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

/** Whether one document matches the listener's filter (a `*[...]` query run over that document alone). */
async function matches(
  tree: ExprNode,
  params: Record<string, unknown>,
  doc: StoredDocument,
): Promise<boolean> {
  const result = await (await evaluate(tree, { dataset: [doc], params })).get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

/**
 * The mutations of a transaction that applied to one document, as the client sent them (the Actions
 * API's as the mutations they became); a write that bypassed them is told as the document it wrote.
 */
function mutationsOf(change: Change, id: string): Record<string, unknown>[] {
  const own = change.mutations
    .filter((applied) => applied.id === id)
    .map((applied) => applied.mutation);
  if (own.length > 0) return own;
  const after = change.entry.put.find((doc) => doc._id === id);
  return [after ? { createOrReplace: after } : { delete: { id } }];
}

/**
 * The position a `welcome` names when the dataset has had no transaction yet: a client that
 * reconnects with it has missed every transaction since, which is known while none was forgotten.
 */
export const ORIGIN_EVENT_ID = 'origin';

/** What a resumed listener missed: the rest of the transaction it last heard of, then those after it. */
interface Missed {
  changes: Change[];
  /** The last document of the first change the client received; its events up to this one are skipped. */
  receivedUpTo: string;
}

/**
 * Where a listener with `enableResume=true` picks up: after the event named by `Last-Event-ID` (or
 * `lastEventId`, for clients that cannot set headers), whose id is `{transactionId}#{documentId}`.
 * `fresh` when it names none; `lost` when that transaction is no longer kept (or never was): the
 * client is told `reset` and reads the documents again.
 */
function resumption(
  request: IncomingMessage,
  url: URL,
  context: ApiContext,
): Missed | 'fresh' | 'lost' {
  if (url.searchParams.get('enableResume') !== 'true') return 'fresh';
  const header = request.headers['last-event-id'];
  const lastEventId =
    (typeof header === 'string' && header !== '' ? header : undefined) ??
    url.searchParams.get('lastEventId') ??
    '';
  if (lastEventId === '') return 'fresh';
  const { history } = context.store;
  if (lastEventId === ORIGIN_EVENT_ID) {
    if (!history.fromOrigin) return 'lost';
    return {
      changes: history.all().map((record) => context.store.changeOf(record)),
      receivedUpTo: '',
    };
  }
  const [transactionId = '', documentId = ''] = lastEventId.split('#');
  const last = history.get(transactionId);
  if (!last) return 'lost';
  // An id without a document names the whole transaction as received.
  const records = documentId === '' ? [] : [last];
  records.push(...history.after(transactionId)!);
  return {
    changes: records.map((record) => context.store.changeOf(record)),
    receivedUpTo: documentId,
  };
}

export function send(response: ServerResponse, event: string, data: unknown, id?: string): void {
  response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * `GET /v{apiVersion}/data/listen/{dataset}?query=…`: server-sent events, as the Content Lake sends
 * them: `welcome` once (`welcomeback` or `reset` on a resume), then one `mutation` event per
 * document a transaction changes among those the query selects (before or after), each with an `id`
 * a client resumes from. Effects are given in Mendoza form as a whole-document replacement,
 * which every Mendoza reader applies.
 */
export async function handleListen(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: ApiContext,
): Promise<void> {
  const authenticated = isAuthenticated(request, context.token);
  const query = url.searchParams.get('query');
  if (query === null || query.trim() === '')
    throw badRequest('The query parameter is missing: send ?query=<GROQ filter>');
  const params = readParams(url.searchParams);
  let tree: ExprNode;
  try {
    tree = parse(rewriteTextQuery(query), { params });
  } catch (error) {
    throw badRequest(`The listener query is not valid GROQ: ${(error as Error).message}`);
  }
  const includeResult = url.searchParams.get('includeResult') !== 'false';
  const includePrevious = url.searchParams.get('includePreviousRevision') === 'true';
  const includeMutations = url.searchParams.get('includeMutations') !== 'false';
  const mendoza = url.searchParams.get('effectFormat') === 'mendoza';
  const visible = (doc: StoredDocument | undefined): StoredDocument | undefined =>
    doc && (authenticated || isPublicId(doc._id)) ? doc : undefined;

  response.writeHead(200, {
    ...corsHeaders(request),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  const listenerName = randomId();
  const replay = resumption(request, url, context);
  if (replay === 'fresh') {
    // With resume on, the welcome names where the stream starts, so a client that drops before
    // the first mutation it hears still resumes from there.
    const resumable = url.searchParams.get('enableResume') === 'true';
    const position = context.store.history.latest()?.id ?? ORIGIN_EVENT_ID;
    send(response, 'welcome', { listenerName }, resumable ? position : undefined);
  } else if (replay === 'lost') send(response, 'reset', {});
  else send(response, 'welcomeback', { listenerName });
  const keepAlive = setInterval(() => response.write(':\n\n'), KEEP_ALIVE_MS);

  // Transactions are streamed in commit order, even though matching is asynchronous.
  let queue = Promise.resolve();
  const stream = (change: Change, receivedUpTo?: string): void => {
    queue = queue.then(async () => {
      const selected: Change['documents'] = [];
      for (const item of change.documents) {
        const before = visible(item.before);
        const after = visible(item.after);
        const wasIn = before !== undefined && (await matches(tree, params, before));
        const isIn = after !== undefined && (await matches(tree, params, after));
        if (wasIn || isIn)
          selected.push({
            id: item.id,
            before: wasIn ? before : undefined,
            after: isIn ? after : undefined,
          });
      }
      const received = selected.findIndex((item) => item.id === receivedUpTo);
      for (const [index, item] of selected.entries()) {
        if (receivedUpTo !== undefined && index <= received) continue;
        const { entry } = change;
        const eventId = `${entry.transactionId}#${item.id}`;
        send(
          response,
          'mutation',
          {
            eventId,
            documentId: item.id,
            transactionId: entry.transactionId,
            transition: item.before && item.after ? 'update' : item.after ? 'appear' : 'disappear',
            identity: EDITOR_ID,
            previousRev: item.before?._rev,
            resultRev: item.after?._rev ?? entry.transactionId,
            timestamp: entry.time,
            visibility:
              url.searchParams.get('visibility') === 'transaction' ? 'transaction' : 'query',
            transactionTotalEvents: selected.length,
            transactionCurrentEvent: index + 1,
            ...(includeMutations
              ? {
                  mutations: mutationsOf(change, item.id),
                }
              : {}),
            ...(includeResult && item.after ? { result: item.after } : {}),
            ...(includePrevious && item.before ? { previous: item.before } : {}),
            ...(mendoza
              ? {
                  // Mendoza: opcode 0 pushes a literal value, which becomes the whole new document.
                  effects: {
                    apply: [0, item.after ?? null],
                    revert: [0, item.before ?? null],
                  },
                }
              : {}),
          },
          eventId,
        );
      }
    });
  };
  // The replay is read and the subscription made in one synchronous step, so no transaction
  // falls between them.
  if (typeof replay === 'object')
    for (const [index, change] of replay.changes.entries())
      stream(change, index === 0 ? replay.receivedUpTo : undefined);
  const unsubscribe = context.store.subscribe(stream);
  const stop = (): void => {
    clearInterval(keepAlive);
    unsubscribe();
  };
  request.on('close', stop);
  response.on('close', stop);
}
