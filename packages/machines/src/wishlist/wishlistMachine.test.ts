import { fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { WishlistProduct } from '../effects/api.js';
import { WISHLIST_FETCH_ERROR } from '../effects/api.js';
import { createMemoryStorage } from '../effects/memory.js';
import { flushPromises, startWithClock } from '../testing/harness.js';
import {
  WISHLIST_STORAGE_KEY,
  parseWishlistIds,
  readWishlistIds,
  toggleWishlistId,
  writeWishlistIds,
} from './wishlistIds.js';
import type { WishlistEvent } from './wishlistMachine.js';
import { isWishlisted, wishlistMachine } from './wishlistMachine.js';

function product(id: string): WishlistProduct {
  return { id, handle: id, title: id };
}

async function startWishlist(
  stored: string[],
  lookup: (ids: string[]) => Promise<WishlistProduct[]>,
) {
  const storage = createMemoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify(stored) });
  const fetchProducts = vi.fn(lookup);
  const logLookupFailure = vi.fn();
  const machine = wishlistMachine.provide({
    actors: {
      storedIds: fromCallback<WishlistEvent>(({ sendBack }) => {
        sendBack({ type: 'STORED_IDS_CHANGED', ids: readWishlistIds(storage) });
        return storage.subscribe(WISHLIST_STORAGE_KEY, (raw) =>
          sendBack({ type: 'STORED_IDS_CHANGED', ids: parseWishlistIds(raw) }),
        );
      }),
      fetchWishlistProducts: fromPromise<WishlistProduct[], { ids: string[] }>(({ input }) =>
        fetchProducts(input.ids),
      ),
    },
    actions: {
      persistIds: ({ context }) => writeWishlistIds(context.ids, storage),
      logLookupFailure,
    },
  });
  const started = startWithClock(machine);
  await flushPromises();
  return { ...started, storage, fetchProducts, logLookupFailure };
}

describe('wishlist ids', () => {
  it('toggles an id in and out', () => {
    expect(toggleWishlistId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleWishlistId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads a broken stored value as an empty list', () => {
    expect(parseWishlistIds('not json')).toEqual([]);
    expect(parseWishlistIds('{"a":1}')).toEqual([]);
    expect(parseWishlistIds('["a",2]')).toEqual(['a']);
  });
});

describe('wishlistMachine', () => {
  it("stores the list under 'wishlist-products-ids'", () => {
    expect(WISHLIST_STORAGE_KEY).toBe('wishlist-products-ids');
  });

  it('skips the lookup when the list is empty', async () => {
    const { actor, fetchProducts } = await startWishlist([], async () => []);
    expect(fetchProducts).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('toggles a product into the stored list and looks the products up, newest first', async () => {
    const { actor, storage, fetchProducts } = await startWishlist(['p1'], async (ids) =>
      ids.map(product),
    );
    actor.send({ type: 'TOGGLE', productId: 'p2' });
    await flushPromises();
    expect(storage.read(WISHLIST_STORAGE_KEY)).toBe('["p1","p2"]');
    expect(fetchProducts).toHaveBeenLastCalledWith(['p1', 'p2']);
    expect(actor.getSnapshot().context.products.map((item) => item.id)).toEqual(['p2', 'p1']);
    expect(isWishlisted(actor.getSnapshot().context, 'p2')).toBe(true);
  });

  it('toggles a product out and clears the products when the list empties', async () => {
    const { actor, storage } = await startWishlist(['p1'], async (ids) => ids.map(product));
    actor.send({ type: 'TOGGLE', productId: 'p1' });
    expect(storage.read(WISHLIST_STORAGE_KEY)).toBe('[]');
    expect(actor.getSnapshot().context).toMatchObject({ ids: [], products: [] });
  });

  it('follows a change made in another tab', async () => {
    const { actor, storage } = await startWishlist([], async (ids) => ids.map(product));
    storage.simulateOtherTab(WISHLIST_STORAGE_KEY, '["p9"]');
    await flushPromises();
    expect(actor.getSnapshot().context.ids).toEqual(['p9']);
    expect(actor.getSnapshot().context.products.map((item) => item.id)).toEqual(['p9']);
  });

  it('logs "Failed to fetch products" and leaves the stored list unchanged', async () => {
    const { actor, storage, logLookupFailure } = await startWishlist(['p1'], async () => {
      throw new Error(WISHLIST_FETCH_ERROR);
    });
    expect(logLookupFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['p1'], error: WISHLIST_FETCH_ERROR });
    expect(storage.read(WISHLIST_STORAGE_KEY)).toBe('["p1"]');
  });
});
