import { describe, expect, it } from 'vitest';
import { createMemoryPageStore, type StoredPage } from './pageStore.server';

const page: StoredPage = {
  status: 200,
  headers: [['content-type', 'text/html']],
  bodyParts: ['<p>', '</p>'],
  storedAt: 1,
};

describe('the in-process page store', () => {
  it('holds at most its size and drops the page stored longest ago', async () => {
    const store = createMemoryPageStore(2);
    for (const key of ['a', 'b', 'c']) await store.set(key, page, 10_000);
    expect(store.size).toBe(2);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('c')).toEqual(page);
  });

  it('forgets a page once its time is up', async () => {
    let now = 0;
    const store = createMemoryPageStore(2, () => now);
    await store.set('a', page, 100);
    now = 100;
    expect(await store.get('a')).toEqual(page);
    now = 101;
    expect(await store.get('a')).toBeUndefined();
  });
});
