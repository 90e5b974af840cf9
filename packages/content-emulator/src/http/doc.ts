import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPublicId } from '../store/documents.js';
import { isAuthenticated } from './auth.js';
import { badRequest } from './errors.js';
import { sendJson } from './io.js';
import type { ApiContext } from './query.js';

/** `GET /v{apiVersion}/data/doc/{dataset}/{id,id,…}`: documents by id, raw (drafts by their own id). */
export function handleDoc(
  request: IncomingMessage,
  response: ServerResponse,
  ids: string,
  context: ApiContext,
): void {
  const list = decodeURIComponent(ids)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (list.length === 0)
    throw badRequest('Name at least one document id: /data/doc/{dataset}/{id}');
  const authenticated = isAuthenticated(request, context.token);
  const view = context.store.view('raw', authenticated);
  const documents = [];
  const omitted = [];
  for (const id of list) {
    const doc = view.byId.get(id);
    if (doc) documents.push(doc);
    else
      omitted.push({ id, reason: !authenticated && !isPublicId(id) ? 'permission' : 'existence' });
  }
  sendJson(request, response, 200, { documents, omitted });
}
