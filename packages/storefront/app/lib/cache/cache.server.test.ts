import { describe, expect, it } from 'vitest';
import { createSwrCache } from './cache.server';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const policy = { freshMs: 100, staleMs: 1_000, maxEntries: 2 };

describe('createSwrCache', () => {
  it('reuses a fresh answer and shares concurrent misses', async () => {
    const time = clock();
    const cache = createSwrCache(policy, time.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    time.advance(100);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves a stale answer while one refresh runs, then the refreshed one', async () => {
    const time = clock();
    const cache = createSwrCache(policy, time.now);
    await cache.get('a', async () => 'old');
    time.advance(500);
    let finish: (value: string) => void = () => {};
    let refreshes = 0;
    const slowLoad = () => {
      refreshes += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await cache.get('a', slowLoad)).toBe('old');
    expect(await cache.get('a', slowLoad)).toBe('old');
    expect(refreshes).toBe(1);
    finish('new');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', slowLoad)).toBe('new');
  });

  it('asks again once an answer is older than fresh + stale', async () => {
    const time = clock();
    const cache = createSwrCache(policy, time.now);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    time.advance(1_101);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });

  it('keeps the stale answer when a refresh fails and forgets failed first loads', async () => {
    const time = clock();
    const cache = createSwrCache(policy, time.now);
    await cache.get('a', async () => 'ok');
    time.advance(500);
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('ok');
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('b', async () => 'back')).toBe('back');
  });

  it('drops the oldest entries past maxEntries', async () => {
    const cache = createSwrCache(policy, clock().now);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps exactly maxEntries, and a refreshed key counts as the newest', async () => {
    const time = clock();
    const cache = createSwrCache(policy, time.now);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    expect(cache.size).toBe(2);
    time.advance(500);
    await cache.get('a', async () => 'a2');
    await new Promise((resolve) => setImmediate(resolve));
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a2');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('tries another refresh after a failed one', async () => {
    const time = clock();
    const cache = createSwrCache(policy, time.now);
    await cache.get('a', async () => 'old');
    time.advance(1_100);
    let refreshes = 0;
    const failing = () => {
      refreshes += 1;
      return Promise.reject(new Error('down'));
    };
    expect(await cache.get('a', failing)).toBe('old');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', failing)).toBe('old');
    expect(refreshes).toBe(2);
  });

  it('by default: fresh for 5 s, then served stale for a minute while refreshed', async () => {
    const time = clock();
    const cache = createSwrCache(undefined, time.now);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    time.advance(5_000);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
    time.advance(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    // Refreshed at 5001 ms: still served 65 s later (while refreshed again), not a moment more.
    time.advance(65_000);
    expect(await cache.get('a', load)).toBe(2);
    const expiring = createSwrCache(undefined, time.now);
    await expiring.get('b', async () => 'old');
    time.advance(65_001);
    expect(await expiring.get('b', async () => 'new')).toBe('new');
  });

  it('by default keeps 1000 entries', async () => {
    const cache = createSwrCache(undefined, clock().now);
    for (let key = 0; key <= 1_000; key++) await cache.get(String(key), async () => key);
    expect(cache.size).toBe(1_000);
  });
});
