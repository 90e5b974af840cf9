#!/usr/bin/env node
// Serves the built Studio (dist/) for the local content emulator: one page for every Studio route,
// static files with long caching, and the page rewritten by offlineIndex() so nothing loads from afar.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { offlineIndex, offlineStylesheet } from './offlineIndex.mjs';

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
}) {
  const dist = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');
  const page = offlineIndex(readFileSync(join(dist, 'index.html'), 'utf8'), {
    emulatorHost,
    storefrontUrl,
    projectId,
    token,
  });
  const server = createServer((request, response) => {
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
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://localhost:${address.port}`,
    port: address.port,
    close: () => new Promise((done) => server.close(done)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3333' },
      emulator: { type: 'string', default: 'http://127.0.0.1:4200' },
      storefront: { type: 'string', default: 'http://localhost:3000' },
      token: { type: 'string', default: 'local-content-token' },
    },
  });
  const studio = await serveStudio({
    port: Number(values.port),
    emulatorHost: values.emulator,
    storefrontUrl: values.storefront,
    token: values.token,
  });
  console.log(`Sanity Studio (offline, on ${values.emulator}): ${studio.url}`);
}
