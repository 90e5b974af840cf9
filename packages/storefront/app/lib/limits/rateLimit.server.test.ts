import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  getRateLimitStore,
  limiterOnCurrentStore,
  setRateLimitStore,
} from './rateLimit.server';

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

  it('makes room by forgetting only the oldest live window, once the store is full', async () => {
    const store = createMemoryRateLimitStore(2);
    await store.hit('a', 60_000, 0);
    await store.hit('b', 60_000, 0);
    await store.hit('c', 60_000, 1);
    expect((await store.hit('b', 60_000, 2)).count).toBe(2);
    expect((await store.hit('a', 60_000, 3)).count).toBe(1);
  });

  it('makes room by dropping ended windows first, keeping the live ones', async () => {
    const store = createMemoryRateLimitStore(2);
    await store.hit('long', 60_000, 0);
    await store.hit('short', 1_000, 0);
    // `short` ends at 1,000: at that moment the store drops it rather than the older `long`.
    await store.hit('new', 60_000, 1_000);
    expect((await store.hit('long', 60_000, 1_001)).count).toBe(2);
  });
});

describe('limiterOnCurrentStore', () => {
  const original = getRateLimitStore();
  afterEach(() => setRateLimitStore(original));

  it('keeps one limiter per store, and a new store starts the counts again', async () => {
    setRateLimitStore(createMemoryRateLimitStore());
    const limiter = limiterOnCurrentStore({ name: 'newsletter', limit: 1, windowMs: 60_000 });
    expect(limiter()).toBe(limiter());
    expect((await limiter().check('203.0.113.8')).allowed).toBe(true);
    expect((await limiter().check('203.0.113.8')).allowed).toBe(false);

    const fresh = createMemoryRateLimitStore();
    setRateLimitStore(fresh);
    expect(getRateLimitStore()).toBe(fresh);
    expect((await limiter().check('203.0.113.8')).allowed).toBe(true);
  });
});
