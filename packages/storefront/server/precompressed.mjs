// Sends the compressed copies the browser build leaves beside its files (vite/precompressAssets.ts)
// instead of compressing the same file again on every request.
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Content types of the files that have compressed copies, by extension. */
const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Brotli first: smaller than gzip for the same file. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * Whether `header` (an `Accept-Encoding` value) accepts `coding`: named, or through `*`, with a
 * quality above zero.
 */
export function acceptsEncoding(header, coding) {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => parameter.startsWith('q='));
    const accepted = quality === undefined || Number(quality.slice(2)) > 0;
    if (token === coding) return accepted;
    if (token === '*') wildcard = accepted;
  }
  return wildcard;
}

/**
 * Express middleware for `root` (the build's `assets` folder): a GET or HEAD for a file that has a
 * compressed copy the client accepts is rewritten to that copy, with the original's content type
 * and `Content-Encoding`, and handed to `serveStatic` (an `express.static` over the same folder),
 * which keeps its caching, ranges and conditional requests. Every other request passes through
 * unchanged. Which copies exist is read once, here: the build does not change under a running
 * server, and no request can make the server look at the disk or remember a path.
 */
export function precompressed(root, serveStatic) {
  const copies = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
      ),
  );
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = request.path;
    const contentType = CONTENT_TYPES[extname(path)];
    if (!contentType) return next();
    // Caches must keep one answer per encoding, whichever one this request gets.
    response.vary('Accept-Encoding');
    const header = request.headers['accept-encoding'];
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => acceptsEncoding(header, name) && copies.has(path + suffix),
    );
    if (!encoding) return next();
    response.setHeader('Content-Type', contentType);
    response.setHeader('Content-Encoding', encoding.name);
    const query = request.url.slice(request.path.length);
    request.url = path + encoding.suffix + query;
    return serveStatic(request, response, () => {
      // The copy vanished after start-up: serve the file itself, uncompressed headers removed.
      response.removeHeader('Content-Encoding');
      response.removeHeader('Content-Type');
      request.url = path + query;
      next();
    });
  };
}
