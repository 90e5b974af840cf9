import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from './io.js';
import { KEEP_ALIVE_MS, send } from './listen.js';
import type { ApiContext } from './query.js';

/**
 * `GET /v{apiVersion}/data/live/events/{dataset}`: the Live Content API's server-sent events, as
 * `@sanity/client`'s `live.events()` reads them (the Studio's Presentation tool opens one). Queries
 * answered here carry no sync tags, so each transaction is told as `restart` (everything may have
 * changed: fetch again) rather than as a `message` naming tags.
 */
export function handleLiveEvents(
  request: IncomingMessage,
  response: ServerResponse,
  context: ApiContext,
): void {
  response.writeHead(200, {
    ...corsHeaders(request),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
  send(response, 'welcome', {});
  const keepAlive = setInterval(() => response.write(':\n\n'), KEEP_ALIVE_MS);
  const unsubscribe = context.store.subscribe((change) => {
    const id = change.entry.transactionId;
    send(response, 'restart', { id }, id);
  });
  const stop = (): void => {
    clearInterval(keepAlive);
    unsubscribe();
  };
  request.on('close', stop);
  response.on('close', stop);
}
