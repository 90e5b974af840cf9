import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, precompressed } from './precompressed.mjs';

const script = Buffer.from('export const word = "bague";\n'.repeat(400));
const gzipped = gzipSync(script, { level: 9 });
const stylesheet = Buffer.from('.card{color:#1a1a1a}\n'.repeat(300));

let directory;
let server;
let origin;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'precompressed-'));
  await writeFile(join(directory, 'app.js'), script);
  // Level 9, unlike compression()'s default: the bytes tell which of the two answered.
  await writeFile(join(directory, 'app.js.gz'), gzipped);
  await writeFile(join(directory, 'app.js.br'), brotliCompressSync(script));
  // A stylesheet built before copies existed: only gzip on the fly.
  await writeFile(join(directory, 'shell.css'), stylesheet);
  const app = express();
  app.use(compression());
  const serveStatic = express.static(directory, { immutable: true, maxAge: '1y' });
  app.use('/assets', precompressed(directory, serveStatic));
  app.use('/assets', serveStatic);
  app.use((_request, response) => {
    response.status(404).send('not found');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

/** A raw exchange: `fetch` would decode the body and hide what was sent. */
function get(path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('precompressed', () => {
  it('sends the brotli copy to a client that accepts brotli, with the script’s own type', async () => {
    const { response, body } = await get('/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const { response, body } = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(gzipped.length);
    expect(body.equals(gzipped)).toBe(true);
    expect(gunzipSync(body).equals(script)).toBe(true);
  });

  it('honours a refusal: br;q=0 gets gzip, identity gets the file itself', async () => {
    const refused = await get('/assets/app.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(refused.response.headers['content-encoding']).toBe('gzip');
    expect(refused.body.equals(gzipped)).toBe(true);
    const plain = await get('/assets/app.js', { 'accept-encoding': 'identity' });
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.response.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.equals(script)).toBe(true);
  });

  it('answers HEAD with the copy’s headers and no body', async () => {
    const { response, body } = await get('/assets/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(body.length).toBe(0);
  });

  it('keeps conditional requests: the copy’s ETag revalidates to a 304', async () => {
    const first = await get('/assets/app.js', { 'accept-encoding': 'br' });
    const etag = first.response.headers['etag'];
    const again = await get('/assets/app.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
  });

  it('leaves a file without copies to on-the-fly compression', async () => {
    const { response, body } = await get('/assets/shell.css', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(['gzip', 'br']).toContain(response.headers['content-encoding']);
    expect(body.length).toBeLessThan(stylesheet.length);
  });

  it('never serves a copy outside its folder, and a missing file is still a 404', async () => {
    const escape = await get('/assets/..%2fapp.js', { 'accept-encoding': 'br' });
    expect(escape.response.headers['content-encoding']).toBeUndefined();
    expect(escape.response.statusCode).toBe(404);
    const missing = await get('/assets/none.js', { 'accept-encoding': 'br' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.response.headers['content-encoding']).toBeUndefined();
  });

  it('lets other methods through untouched', async () => {
    const { response } = await get('/assets/app.js', { 'accept-encoding': 'br' }, 'POST');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate', 'br', false],
    ['br;q=0', 'br', false],
    ['br; q=0.5', 'br', true],
    ['*', 'br', true],
    ['*;q=0, gzip', 'br', false],
    ['gzip;q=0, *', 'gzip', false],
    ['GZIP', 'gzip', true],
    ['', 'gzip', false],
  ])('%j accepts %s: %s', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });

  it('treats a missing header as accepting nothing', () => {
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
