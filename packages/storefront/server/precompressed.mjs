// Sends the compressed copies the browser build leaves beside its files (precompressAssets.vite.ts)
// instead of compressing the same file again on every request (issue 16).
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

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
 * unchanged. Which copies exist is read once, when the server starts: the build does not change
 * under a running server.
 */
export function precompressed(root, serveStatic) {
  const copies = new Map();
  const copyFor = (path, suffix) => {
    const key = path + suffix;
    let exists = copies.get(key);
    if (exists === undefined) {
      const file = normalize(join(root, path + suffix));
      exists = file.startsWith(normalize(root) + sep) && existsSync(file);
      copies.set(key, exists);
    }
    return exists;
  };
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = request.path;
    const contentType = CONTENT_TYPES[extname(path)];
    if (!contentType) return next();
    // Caches must keep one answer per encoding, whichever one this request gets.
    response.vary('Accept-Encoding');
    const header = request.headers['accept-encoding'];
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => acceptsEncoding(header, name) && copyFor(path, suffix),
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
