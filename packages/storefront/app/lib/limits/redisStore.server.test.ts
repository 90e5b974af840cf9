import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../../../scripts/redisServer.mjs';
import type { StoredPage } from '../cache/pageStore.server';
import { createRedisPageStore } from '../cache/redisPageStore.server';
import { connectSharedRedis, keyPrefixFor, type SharedRedis } from '../server/redis.server';
import { createFailoverRateLimitStore } from './failoverStore.server';
import { createMemoryRateLimitStore, createRateLimiter } from './rateLimit.server';
import { createRedisRateLimitStore } from './redisStore.server';

let server: RedisServer;
const connections: SharedRedis[] = [];
const logged: string[] = [];

/** A process's connection to the test Redis, for the shop of `storeDomain`. */
async function connect(storeDomain = 'https://atelier-treize.myshopify.com') {
  const redis = connectSharedRedis({
    url: server.url,
    timeoutMs: 200,
    keyPrefix: keyPrefixFor(storeDomain),
    log: (line) => logged.push(line),
  });
  connections.push(redis);
  if (redis.client.status !== 'ready')
    await new Promise((resolve) => redis.client.once('ready', resolve));
  return redis;
}

beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  for (const redis of connections) redis.client.disconnect();
  await server?.stop();
});

describe('the Redis rate-limit store', () => {
  it('counts every hit once across processes, even all at once, with the window as expiry', async () => {
    const [one, two] = [await connect(), await connect()];
    const stores = [createRedisRateLimitStore(one), createRedisRateLimitStore(two)];
    const now = Date.now();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, n) => stores[n % 2]!.hit('burst', 60_000, now)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    );
    const left = await one.client.pttl('limit:burst');
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect((await stores[1]!.peek('burst', now)).count).toBe(40);
    await stores[0]!.reset('burst');
    expect(await stores[1]!.peek('burst', now)).toEqual({ count: 0, resetAt: now });
  });

  it('opens a new window once the last one expired', async () => {
    const store = createRedisRateLimitStore(await connect());
    const limiter = createRateLimiter({ name: 'short', limit: 1, windowMs: 150, store });
    expect((await limiter.check('client')).allowed).toBe(true);
    expect((await limiter.check('client')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.check('client')).allowed).toBe(true);
  });

  it('keeps each shop to its own keys', async () => {
    const [ours, theirs] = [
      createRedisRateLimitStore(await connect('https://atelier-treize.myshopify.com')),
      createRedisRateLimitStore(await connect('http://127.0.0.1:4100')),
    ];
    await ours.hit('shop', 60_000, Date.now());
    expect((await theirs.peek('shop', Date.now())).count).toBe(0);
  });
});

describe('the Redis page store', () => {
  const page: StoredPage = {
    status: 200,
    headers: [['content-type', 'text/html']],
    bodyParts: ['<p>', '</p>'],
    storedAt: 1,
  };

  it('serves a page stored by another process until its time is up', async () => {
    const [one, two] = [
      createRedisPageStore(await connect()),
      createRedisPageStore(await connect()),
    ];
    await one.set('browser /bague', page, 200);
    expect(await two.get('browser /bague')).toEqual(page);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await two.get('browser /bague')).toBeUndefined();
  });

  it('lets one process refresh a stale page, until the page is stored again', async () => {
    const [one, two] = [
      createRedisPageStore(await connect()),
      createRedisPageStore(await connect()),
    ];
    expect(await one.claimRefresh('browser /collier', 10_000)).toBe(true);
    expect(await two.claimRefresh('browser /collier', 10_000)).toBe(false);
    await one.set('browser /collier', page, 10_000);
    expect(await two.claimRefresh('browser /collier', 10_000)).toBe(true);
  });
});

describe('when Redis goes away', () => {
  it('counts in the process, answers within the deadline and logs the outage once', async () => {
    const own = await startRedisServer();
    const redis = connectSharedRedis({
      url: own.url,
      timeoutMs: 200,
      keyPrefix: 'treize:outage:',
      log: (line) => logged.push(line),
    });
    connections.push(redis);
    await new Promise((resolve) => redis.client.once('ready', resolve));
    const store = createFailoverRateLimitStore(
      createRedisRateLimitStore(redis),
      createMemoryRateLimitStore(),
      redis,
    );
    const limiter = createRateLimiter({ name: 'form', limit: 2, windowMs: 60_000, store });
    expect((await limiter.check('client')).allowed).toBe(true);
    await own.kill();
    logged.length = 0;
    const started = Date.now();
    const verdicts = [];
    for (let n = 0; n < 5; n += 1) verdicts.push((await limiter.check('client')).allowed);
    expect(Date.now() - started).toBeLessThan(5 * 250);
    // The process's own count starts afresh: the limit holds in it, never refuses everyone.
    expect(verdicts).toEqual([true, true, false, false, false]);
    expect(logged.filter((line) => line.startsWith('[redis] unavailable'))).toHaveLength(1);
  });
});
