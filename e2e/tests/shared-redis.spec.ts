import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { stack } from '../support/env';
import { startSharedStack, storefrontDir, type SharedStack } from '../support/sharedStack';

/**
 * Several storefront processes behind one load balancer share their limits, their sign-in
 * throttle and their page cache through Redis; when Redis goes away the shop keeps answering.
 * No browser: these are the server's answers, asked of each process in turn.
 */
test.describe.configure({ mode: 'serial' });

let shared: SharedStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  shared = await startSharedStack();
});
test.afterAll(async () => shared?.stop());

/** The headers of a same-site form post to `shop`, from the client `client` behind the proxy. */
const from = (shop: string, client: string) => ({
  Origin: shop,
  'Sec-Fetch-Site': 'same-origin',
  'X-Forwarded-For': client,
});
const PRODUCT = '/products/etoile-treize';
const SUBSCRIBE_LIMIT = 10;
const SIGN_IN_PER_CLIENT = 30;

async function subscribe(request: APIRequestContext, shop: string, client: string, n: number) {
  const answer = await request.post(`${shop}/api/subscribe`, {
    form: { email: `partage-${client}-${n}@example.com`, pathname: '/' },
    headers: from(shop, client),
  });
  return answer.status();
}

test('a form limit reached through one process holds on the other', async ({ request }) => {
  const [a, b] = shared.shops;
  const client = '203.0.113.10';
  for (let n = 0; n < SUBSCRIBE_LIMIT; n += 1)
    expect(await subscribe(request, n % 2 ? b : a, client, n)).toBe(200);
  expect(await subscribe(request, a, client, 98)).toBe(429);
  expect(await subscribe(request, b, client, 99)).toBe(429);
  // Another client is not held by that one's limit.
  expect(await subscribe(request, b, '203.0.113.11', 0)).toBe(200);
});

test('failed sign-ins counted by one process refuse the client on the other', async ({
  request,
}) => {
  const [a, b] = shared.shops;
  const client = '203.0.113.20';
  const signIn = (shop: string, n: number) =>
    request.post(`${shop}/account/login`, {
      form: { email: `inconnu-${n}@example.com`, password: 'pas-le-bon-mot' },
      headers: from(shop, client),
      maxRedirects: 0,
    });
  for (let n = 0; n < SIGN_IN_PER_CLIENT; n += 1)
    expect((await signIn(n % 2 ? b : a, n)).status()).not.toBe(429);
  expect((await signIn(a, 100)).status()).toBe(429);
  expect((await signIn(b, 101)).status()).toBe(429);
});

test('a page cached by one process is served by the other', async ({ request }) => {
  const [a, b] = shared.shops;
  // Behind a load balancer every process is asked for the same public host.
  const publicHost = { Host: new URL(a).host };
  const cacheOf = async (shop: string) =>
    (await request.get(`${shop}${PRODUCT}`, { headers: publicHost })).headers()['x-page-cache'];
  // Once the first process answers from the cache, the page is stored…
  await expect.poll(() => cacheOf(a), { timeout: 10_000 }).toBe('HIT');
  // …and the other process, which never rendered it, serves it at once.
  const fromOther = await request.get(`${b}${PRODUCT}`, { headers: publicHost });
  expect(fromOther.headers()['x-page-cache']).toBe('HIT');
  expect(await fromOther.text()).toContain('</html>');
});

test('no cart line is lost with each shopper going to both processes in turn', async () => {
  test.setTimeout(120_000);
  const check = spawn(
    process.execPath,
    [
      join(storefrontDir, 'bench/cart-reliability.mjs'),
      '--duration',
      '10',
      '--shoppers',
      '12',
      '--storefronts',
      shared.shops.join(','),
      '--commerce',
      stack.commerce,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let printed = '';
  check.stdout!.on('data', (chunk) => (printed += chunk));
  const code = await new Promise((resolve) => check.once('exit', resolve));
  const summary = JSON.parse(printed.slice(printed.indexOf('{'), printed.lastIndexOf('}') + 1));
  expect(summary.operations).toBeGreaterThan(0);
  expect({ errors: summary.errors, lost: summary.lostLines, extra: summary.extraLines }).toEqual({
    errors: 0,
    lost: 0,
    extra: 0,
  });
  expect(code).toBe(0);
});

test('with Redis gone, both processes keep answering and say they are not ready', async ({
  request,
}) => {
  const [a, b] = shared.shops;
  for (const shop of [a, b]) expect((await request.get(`${shop}/readyz`)).status()).toBe(200);
  await shared.redis.kill();
  for (let round = 0; round < 3; round += 1) {
    for (const [index, shop] of [a, b].entries()) {
      const page = await request.get(`${shop}${PRODUCT}?round=${round}`);
      expect(page.status()).toBe(200);
      expect(page.headers()['x-page-cache']).toBe('BYPASS');
      // Limits count in each process meanwhile: a form is still answered, and not with a 500.
      expect(await subscribe(request, shop, `203.0.113.3${round}`, index)).toBe(200);
    }
  }
  for (const shop of [a, b]) {
    expect((await request.get(`${shop}/healthz`)).status()).toBe(200);
    const ready = await request.get(`${shop}/readyz`);
    expect(ready.status()).toBe(503);
    expect(await ready.text()).toMatch(/Redis/);
  }
  // One line per process for the whole outage, not one per request.
  expect(shared.output().match(/\[redis\] unavailable/g)?.length ?? 0).toBeLessThanOrEqual(2);
});
