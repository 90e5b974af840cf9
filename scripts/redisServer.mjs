// A throwaway Redis for tests and benchmarks: Debian's `redis-server` on a free port, nothing
// written to disk, memory capped with the eviction policy docs/scaling.md recommends. Installed
// with apt-get when missing, as the journeys' Chromium is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, createConnection } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

function ensureRedisServer() {
  if (existsSync(REDIS_SERVER)) return;
  console.log(
    '[redis] /usr/bin/redis-server is missing: running "apt-get install -y redis-server"',
  );
  const result = spawnSync(
    'sh',
    ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(REDIS_SERVER))
    throw new Error('Installing redis-server with apt-get failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port`. */
async function accepting(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a Redis on a free port; `kill()` stops it outright (an outage), `stop()` at the end. */
export async function startRedisServer() {
  ensureRedisServer();
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '64mb',
      '--maxmemory-policy',
      'volatile-lru',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await accepting(port);
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { url: `redis://127.0.0.1:${port}`, port, kill, stop: kill };
}
