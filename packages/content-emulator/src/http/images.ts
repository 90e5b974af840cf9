import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { chooseFormat, readImageRequest, type Format } from '../images/params.js';
import { mimeType, renderImage } from '../images/render.js';
import { corsHeaders } from './io.js';
import { HttpError } from './errors.js';

const FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.(png|jpg|webp)$/;
const RENDER_CACHE_BYTES = 64 * 1024 * 1024;

/** Rendered variants, least recently used first; image URLs are immutable, so entries never go stale. */
const rendered = new Map<string, { body: Buffer; type: string; etag: string }>();
let renderedBytes = 0;

function remember(key: string, entry: { body: Buffer; type: string; etag: string }): void {
  rendered.set(key, entry);
  renderedBytes += entry.body.length;
  for (const [oldKey, old] of rendered) {
    if (renderedBytes <= RENDER_CACHE_BYTES) break;
    rendered.delete(oldKey);
    renderedBytes -= old.body.length;
  }
}

function notFound(file: string): HttpError {
  const message = `Image "${file}" not found in this dataset`;
  return new HttpError(404, { error: 'Not Found', message, statusCode: 404 }, message);
}

/**
 * `GET /images/{projectId}/{dataset}/{sha1}-{W}x{H}.{ext}` with `rect w h dpr fit q fm auto fp-x fp-y bg`.
 * The URL names the content, so answers are cached for a year and carry a strong ETag.
 */
export async function handleImage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  file: string,
  assetsDir: string,
): Promise<void> {
  const match = FILE.exec(file);
  if (!match) throw notFound(file);
  const [, , width, height, extension] = match;
  const original = { width: Number(width), height: Number(height) };
  const imageRequest = readImageRequest(url.searchParams, original);
  const format = chooseFormat(imageRequest, request.headers.accept, extension as Format);
  const key = `${file}?${[...url.searchParams]
    .sort()
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}#${format}`;
  let entry = rendered.get(key);
  if (!entry) {
    let input: Buffer;
    try {
      input = await readFile(join(assetsDir, file));
    } catch {
      throw notFound(file);
    }
    const body = await renderImage(input, original, imageRequest, format);
    entry = {
      body,
      type: mimeType(format),
      etag: `"${createHash('sha1').update(key).digest('hex')}"`,
    };
    remember(key, entry);
  } else {
    rendered.delete(key);
    rendered.set(key, entry);
  }
  const headers = {
    ...corsHeaders(request),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: entry.etag,
    ...(imageRequest.autoFormat ? { Vary: 'Accept' } : {}),
  };
  if (request.headers['if-none-match'] === entry.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, {
    ...headers,
    'Content-Type': entry.type,
    'Content-Length': entry.body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : entry.body);
}
