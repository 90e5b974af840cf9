import { describe, expect, it } from 'vitest';
import { clientKey, createMemoryRateLimitStore, createRateLimiter } from './rateLimit.server';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window for each client, then says when to come back', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({
      name: 'contact',
      limit: 2,
      windowMs: 60_000,
      store: createMemoryRateLimitStore(),
      now: () => now,
    });
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('a')).allowed).toBe(true);
    now += 15_000;
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.check('b')).allowed).toBe(true);
    now += 45_000;
    expect((await limiter.check('a')).allowed).toBe(true);
  });

  it('keeps at most `maxKeys` windows, so a flood of clients cannot grow memory', async () => {
    const store = createMemoryRateLimitStore(3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.hit(key, 60_000, 0);
    // `a` was forgotten to make room: it starts a new window.
    expect((await store.hit('a', 60_000, 1)).count).toBe(1);
    expect((await store.hit('e', 60_000, 1)).count).toBe(2);
  });
});

describe('clientKey', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://shop.test/api/contact', { headers });

  it('is the address the proxy saw: the last X-Forwarded-For entry', () => {
    expect(clientKey(request({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('shares one key without a proxy header', () => {
    expect(clientKey(request({}))).toBe('direct');
  });
});
