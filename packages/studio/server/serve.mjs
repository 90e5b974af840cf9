#!/usr/bin/env node
// Serves the built Studio (dist/) for the local content emulator: one page for every Studio route,
// static files with long caching, and the page rewritten by offlineIndex() so nothing loads from afar.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localCertificate } from './certificate.mjs';
import { offlineIndex, offlineStylesheet } from './offlineIndex.mjs';
import { EMULATOR_PATH, proxyToEmulator } from './proxy.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Starts the server; resolves to its address once listening. */
export async function serveStudio({
  port,
  host = '127.0.0.1',
  emulatorHost,
  storefrontUrl,
  token,
  projectId = 'treize',
  http1 = false,
  dist = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist'),
}) {
  const scheme = http1 ? 'http' : 'https';
  // Over HTTP/2 the Studio calls its own origin, which passes API calls and asset files on to the
  // emulator.
  const apiHost = http1 ? emulatorHost : undefined;
  let page = '';
  const renderPage = (origin) =>
    offlineIndex(readFileSync(join(dist, 'index.html'), 'utf8'), {
      emulatorHost: apiHost ?? origin,
      storefrontUrl,
      projectId,
      token,
    });
  const handle = (request, response) => {
    if (!http1 && EMULATOR_PATH.test(request.url ?? '')) {
      proxyToEmulator(request, response, emulatorHost);
      return;
    }
    const path = normalize(
      decodeURIComponent(new URL(request.url ?? '/', 'http://studio').pathname),
    );
    if (path.startsWith('/static/') || path === '/favicon.ico') {
      const file = join(dist, path);
      try {
        if (!file.startsWith(dist) || !statSync(file).isFile()) throw new Error('not a file');
      } catch {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(`Not found: ${path}`);
        return;
      }
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      };
      if (extname(file) === '.css') {
        response.writeHead(200, headers);
        response.end(offlineStylesheet(readFileSync(file, 'utf8')));
        return;
      }
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(page);
  };
  const server = http1
    ? createServer(handle)
    : createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle);
  // Open listeners, idle keep-alive connections and handshakes still under way would each hold the
  // server open: close ends every socket, whatever protocol it came to speak.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const close = () =>
    new Promise((done) => {
      server.close(() => done());
      for (const socket of sockets) socket.destroy();
    });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  page = renderPage(`${scheme}://localhost:${address.port}`);
  return {
    url: `${scheme}://localhost:${address.port}`,
    port: address.port,
    close,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3333' },
      emulator: { type: 'string', default: 'http://127.0.0.1:4200' },
      storefront: { type: 'string', default: 'http://localhost:3000' },
      token: { type: 'string', default: 'local-content-token' },
      http1: { type: 'boolean', default: false },
    },
  });
  const studio = await serveStudio({
    port: Number(values.port),
    emulatorHost: values.emulator,
    storefrontUrl: values.storefront,
    token: values.token,
    http1: values.http1,
  });
  console.log(`Sanity Studio (offline, on ${values.emulator}): ${studio.url}`);
}
