import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { stack } from '../support/env';
import { freePort, waitForHttp } from '../support/ports';
import { storefrontDir } from '../support/sharedStack';

/**
 * The production server as `npm start` runs it on a machine of several cores: a supervisor and
 * its workers. A worker that dies is replaced while the others answer; SIGTERM lets the requests
 * in flight finish, then everything exits.
 */
test.describe.configure({ mode: 'serial' });

let primary: ChildProcess;
let shop: string;
let output = '';

/**
 * The status of a GET on a connection of its own. `fetch` keeps connections alive in a shared pool,
 * and a pooled connection to a worker just killed fails its next request before the pool notices
 * the reset: that is the client's connection dying, not the shop failing to answer.
 */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** The worker processes the supervisor runs now. */
function workers(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  primary = spawn(
    process.execPath,
    [join(storefrontDir, 'server/serve.mjs'), join(storefrontDir, 'build/server/index.js')],
    {
      cwd: storefrontDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_STORE_DOMAIN: stack.commerce,
        PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
        SANITY_API_HOST: stack.content,
        SANITY_API_TOKEN: stack.contentToken,
        SESSION_SECRET: 'workers-session-secret-0123456789',
      },
    },
  );
  primary.stdout!.on('data', (chunk) => (output += chunk));
  primary.stderr!.on('data', (chunk) => (output += chunk));
  shop = `http://127.0.0.1:${port}`;
  await waitForHttp(`${shop}/healthz`, 60_000);
  await expect.poll(() => workers().length, { timeout: 30_000 }).toBe(2);
  // Both workers listening, not only started: the supervisor's shared socket closes when the only
  // worker on it dies, so killing the first before the second listens would refuse connections.
  await expect
    .poll(() => output.split(`[storefront] ${shop} (`).length - 1, { timeout: 30_000 })
    .toBe(2);
});
test.afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
});

test('answers a load balancer: alive at once, ready once its backends answer', async ({
  request,
}) => {
  const alive = await request.get(`${shop}/healthz`);
  expect(alive.status()).toBe(200);
  expect(alive.headers()['cache-control']).toBe('no-store');
  const ready = await request.get(`${shop}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe('ready\n');
});

test('a worker that dies is replaced, and the shop answers meanwhile', async () => {
  const [victim, survivor] = workers();
  process.kill(victim!, 'SIGKILL');
  // Once the supervisor knows (a connection it handed over in that instant dies with the worker),
  // the other worker takes every request while the replacement starts.
  await expect
    .poll(() => output, { timeout: 10_000 })
    .toContain(`worker ${victim} stopped (SIGKILL)`);
  // New connections each time: the supervisor hands them to the workers in turn.
  for (let n = 0; n < 4; n += 1) {
    expect(await statusOnNewConnection(`${shop}/healthz`)).toBe(200);
  }
  await expect
    .poll(() => workers(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([survivor]));
  await expect.poll(() => workers().length, { timeout: 30_000 }).toBe(2);
  expect(workers()).not.toContain(victim);
});

test('SIGTERM lets the requests in flight finish, then every process exits', async () => {
  const children = workers();
  // A request in flight when the signal arrives still gets its whole page.
  const inFlight = fetch(`${shop}/products/etoile-treize`).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  primary.kill('SIGTERM');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('</html>');
  const code = await new Promise((resolve) =>
    primary.exitCode === null ? primary.once('exit', resolve) : resolve(primary.exitCode),
  );
  expect(code).toBe(0);
  for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  // Nobody listens any more.
  await expect(fetch(`${shop}/healthz`)).rejects.toThrow();
});
