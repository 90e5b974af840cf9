import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAuthenticated } from './auth.js';
import { unauthorized } from './errors.js';
import { corsHeaders, sendJson } from './io.js';
import type { ApiContext } from './query.js';
import { routeNotFound } from './errors.js';

/**
 * `GET /v{apiVersion}/data/history/{dataset}/…`, the review pane's source. The emulator keeps the
 * present state only (its journal is compacted at start), so it answers with the current revision of a
 * document and an empty list of past transactions and events: the pane opens on "no history" rather
 * than failing.
 */
export function handleHistory(
  request: IncomingMessage,
  response: ServerResponse,
  rest: string,
  context: ApiContext,
): void {
  if (!isAuthenticated(request, context.token))
    throw unauthorized('History needs the editor token: send Authorization: Bearer <token>');
  const [kind, ...ids] = rest.split('/');
  if (kind === 'documents') {
    const documents = (ids[0] ?? '')
      .split(',')
      .map((id) => context.store.get(decodeURIComponent(id)))
      .filter((doc) => doc !== undefined);
    sendJson(request, response, 200, { documents });
    return;
  }
  if (kind === 'transactions') {
    // NDJSON, one transaction a line: none are kept.
    response.writeHead(200, { ...corsHeaders(request), 'Content-Type': 'application/x-ndjson' });
    response.end();
    return;
  }
  if (kind === 'events') {
    sendJson(request, response, 200, { events: [], nextCursor: '' });
    return;
  }
  throw routeNotFound(`/data/history/${context.dataset}/${rest}`);
}
