import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './errors.js';

/** Sanity accepts request bodies up to this size. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(
        413,
        {
          error: { description: 'Request body is larger than 10 MB', type: 'httpPayloadTooLarge' },
        },
        'body too large',
      );
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      { error: { description: 'The request body is not valid JSON', type: 'httpBadRequest' } },
      'invalid JSON',
    );
  }
}

/**
 * CORS for browser calls (the Studio or a preview in the browser): echo the origin with
 * credentials, as the Content Lake does for an allowed origin.
 */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      'Authorization, Content-Type, X-Sanity-Project-ID, X-Sanity-Client, X-Sanity-App, If-None-Match, Cache-Control, Last-Event-ID',
    'Access-Control-Expose-Headers': 'ETag, X-Sanity-Shard',
    'Access-Control-Max-Age': '600',
  };
}

export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    ...corsHeaders(request),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : payload);
}
