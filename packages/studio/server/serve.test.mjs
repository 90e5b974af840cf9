import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:http2';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveStudio } from './serve.mjs';

/** A built Studio reduced to its page: enough for the server to start. */
function builtStudio() {
  const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return dist;
}

/** An emulator that takes every request and never answers, as a live listener never ends. */
async function silentEmulator() {
  const held = new Set();
  const server = createServer((incoming, response) => held.add(response));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Resolves to how the close ended: within the time given, or not. */
function settlesWithin(promise, ms) {
  return Promise.race([
    promise.then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

describe('the Studio server', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start() {
    const emulator = await silentEmulator();
    cleanups.push(emulator.stop);
    const studio = await serveStudio({
      port: 0,
      emulatorHost: emulator.url,
      storefrontUrl: 'http://localhost:3000',
      token: 'local-content-token',
      dist: builtStudio(),
    });
    return studio;
  }

  it('closes while an HTTP/1.1 client keeps its connection open', async () => {
    const studio = await start();
    const agent = new Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const status = await new Promise((resolve, reject) => {
      request(`${studio.url}/structure`, { agent, rejectUnauthorized: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
    expect(await settlesWithin(studio.close(), 2_000)).toBe('closed');
  });

  it('closes while an HTTP/2 stream waits on the emulator', async () => {
    const studio = await start();
    const session = connect(studio.url, { rejectUnauthorized: false });
    cleanups.push(() => session.destroy());
    const stream = session.request({ ':path': '/v2025-02-19/data/listen/production?query=*' });
    stream.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await settlesWithin(studio.close(), 2_000)).toBe('closed');
  });
});
