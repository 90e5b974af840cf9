// One process of the storefront's production server (started by serve.mjs), in place of
// `react-router-serve`: the same compression, static files and caching, plus what that server
// cannot do. Methods React Router cannot represent (TRACE, OPTIONS, CONNECT…) get a 405 with
// `Allow` instead of a 500 or silence; requests Node refuses to parse (headers over
// `maxHeaderSize`, garbage, too slow) get a page that says what to do instead of an empty answer;
// static files carry the shop's security headers; `/healthz` and `/readyz` answer a load balancer.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, posix, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressed } from './precompressed.mjs';

// Before React and React Router load: they pick their development or production build from it
// (static imports would run first, so these are imported below).
process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: morgan } = await import('morgan');

/** Node's default (16 KB): a request whose headers are larger is answered 431 by `clientError`. */
const MAX_HEADER_BYTES = 16 * 1024;
/** How long a shutdown waits for requests in flight before it stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
/** Words and headers come from the app (app/lib/http/serverEdge.server.ts), in its languages. */
const edge = build.entry.module.serverEdge;
if (!edge) throw new Error(`${buildPath} is not a storefront build (its entry has no serverEdge)`);

const staticHeaders = edge.staticHeaders();
const setStaticHeaders = (response) => {
  for (const [name, value] of staticHeaders) response.setHeader(name, value);
};

const app = express();
app.disable('x-powered-by');

let stopping = false;
const plainText = (response, status, text) =>
  response.status(status).set('Cache-Control', 'no-store').type('text/plain').send(`${text}\n`);
// For a load balancer, before anything else: alive (no dependency asked, so it stays fast)…
app.get('/healthz', (_request, response) => plainText(response, 200, 'ok'));
// …and ready to serve shoppers: the backends and Redis reachable, and not shutting down.
app.get('/readyz', async (_request, response) => {
  const { ready, problems } = stopping
    ? { ready: false, problems: ['shutting down'] }
    : ((await build.entry.module.readiness?.()) ?? { ready: true, problems: [] });
  plainText(response, ready ? 200 : 503, ready ? 'ready' : problems.join('\n'));
});

// Before static files: a method the shop does not serve never reaches a static file or React Router.
// Then a write sent from another site (a form or script elsewhere acting in a visitor's name).
app.use((request, response, next) => {
  const refusal =
    edge.refuseMethod(request.method, request.originalUrl) ??
    edge.refuseCrossSite(request.method, request.originalUrl, {
      fetchSite: request.get('Sec-Fetch-Site'),
      origin: request.get('Origin'),
      host: request.get('Host'),
    });
  if (!refusal) return next();
  response.writeHead(refusal.status, refusal.statusText, refusal.headers.flat());
  response.end(refusal.body);
});

app.use(compression());
// Fingerprinted build output: cached for a year, and sent as the build compressed it where the
// client accepts that (compression() leaves an encoded answer alone). Everything else in
// build/client (the favicon…) is revalidated, as react-router-serve did.
const assetsDirectory = join(build.assetsBuildDirectory, 'assets');
const serveAssets = express.static(assetsDirectory, {
  immutable: true,
  maxAge: '1y',
  setHeaders: setStaticHeaders,
});
app.use(posix.join(build.publicPath, 'assets'), precompressed(assetsDirectory, serveAssets));
app.use(posix.join(build.publicPath, 'assets'), serveAssets);
// The other files are known once the build exists: a page request goes straight to React Router
// instead of costing a file-system lookup that finds nothing.
const publicFiles = new Set(
  readdirSync(build.assetsBuildDirectory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      posix.join(
        '/',
        relative(build.assetsBuildDirectory, join(entry.parentPath, entry.name))
          .split(sep)
          .join('/'),
      ),
    )
    .filter((path) => !path.startsWith('/assets/')),
);
const servePublicFile = express.static(build.assetsBuildDirectory, {
  setHeaders: setStaticHeaders,
});
app.use(build.publicPath, (request, response, next) => {
  let path;
  try {
    path = decodeURIComponent(request.path);
  } catch {
    return next();
  }
  return publicFiles.has(path) ? servePublicFile(request, response, next) : next();
});
app.use(morgan('tiny'));
// The socket's peer is the client unless it is a trusted proxy (TRUSTED_PROXIES, docs/security.md).
// A build whose server entry does not build that context (the bench's empty page) gets React
// Router's own.
const { requestContextFor } = build.entry.module;
app.all(
  '/{*path}',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    ...(requestContextFor && {
      getLoadContext: (request) => requestContextFor(request.socket.remoteAddress),
    }),
  }),
);

const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);

server.on('clientError', (error, socket) => {
  // A peer that went away cannot be answered.
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  socket.end(edge.clientErrorResponse(error.code, error.rawPacket));
});

// Node hands CONNECT over as a bare socket (no request handler runs): refuse it the same way.
server.on('connect', (request, socket) => {
  socket.end(edge.raw(edge.refuseMethod('CONNECT', request.url)));
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
server.listen(port, host, () => {
  console.log(
    `[storefront] http://${host ?? 'localhost'}:${server.address().port} (Node.js ${process.version})`,
  );
});

// Stop accepting, let the requests in flight finish, then exit (or exit anyway after the grace).
function shutDown() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
