import { createActor, fromCallback, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistProduct } from '../effects/api.js';
import { WISHLIST_FETCH_ERROR } from '../effects/api.js';
import { createMemoryStorage } from '../effects/memory.js';
import { deferred, flushPromises, startWithClock } from '../testing/harness.js';
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

  it('reads nothing stored as an empty list', () => {
    expect(parseWishlistIds(null)).toEqual([]);
    expect(readWishlistIds(createMemoryStorage())).toEqual([]);
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

  it('lists no product while the first lookup is in flight', async () => {
    const { actor } = await startWishlist(['p1'], () => new Promise(() => undefined));
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['p1'], products: [] });
  });

  it('takes a toggle made while a lookup is in flight, stores it and looks the new list up', async () => {
    const first = deferred<WishlistProduct[]>();
    const { actor, storage, fetchProducts } = await startWishlist(['p1'], (ids) =>
      ids.length === 1 ? first.promise : Promise.resolve(ids.map(product)),
    );
    actor.send({ type: 'TOGGLE', productId: 'p2' });
    expect(storage.read(WISHLIST_STORAGE_KEY)).toBe('["p1","p2"]');
    await flushPromises();
    expect(fetchProducts).toHaveBeenLastCalledWith(['p1', 'p2']);
    expect(actor.getSnapshot().context.products.map((item) => item.id)).toEqual(['p2', 'p1']);
  });

  it('follows another tab while a lookup is in flight', async () => {
    const { actor, storage, fetchProducts } = await startWishlist(['p1'], (ids) =>
      ids.includes('p1') ? new Promise(() => undefined) : Promise.resolve(ids.map(product)),
    );
    storage.simulateOtherTab(WISHLIST_STORAGE_KEY, '["p9"]');
    await flushPromises();
    expect(fetchProducts).toHaveBeenLastCalledWith(['p9']);
    expect(actor.getSnapshot().context.products.map((item) => item.id)).toEqual(['p9']);
  });

  it.each([
    ['found', async (ids: string[]) => ids.map(product)],
    [
      'failed',
      async () => {
        throw new Error('Failed to fetch products');
      },
    ],
  ])('takes toggles again once the lookup has %s', async (_, lookup) => {
    const { actor, storage } = await startWishlist(['p1'], lookup);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'TOGGLE', productId: 'p2' });
    expect(storage.read(WISHLIST_STORAGE_KEY)).toBe('["p1","p2"]');
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

describe('wishlistMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The browser of one tab: its localStorage, its window (for `storage` events) and the endpoint. */
  function stubBrowser(stored: string | null, answer: () => Promise<Response>) {
    const items = new Map<string, string>(
      stored === null ? [] : [['wishlist-products-ids', stored]],
    );
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
    const tab = new EventTarget();
    vi.stubGlobal('window', tab);
    const fetchMock = vi.fn<typeof fetch>(answer);
    vi.stubGlobal('fetch', fetchMock);
    return { items, tab, fetchMock };
  }

  function storageEvent(key: string, newValue: string | null): Event {
    return Object.assign(new Event('storage'), { key, newValue });
  }

  it('reads the stored list, looks it up and shows the newest first', async () => {
    const { fetchMock } = stubBrowser('["p1","p2"]', async () =>
      Response.json({ products: [product('p1'), product('p2')] }),
    );
    const actor = createActor(wishlistMachine);
    actor.start();
    await flushPromises();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wishlist?ids=p1%2Cp2');
    expect(actor.getSnapshot().context.products.map(({ id }) => id)).toEqual(['p2', 'p1']);
  });

  it('stores a toggled product under wishlist-products-ids', async () => {
    const { items } = stubBrowser(null, async () => Response.json({ products: [product('p1')] }));
    const actor = createActor(wishlistMachine);
    actor.start();
    await flushPromises();
    actor.send({ type: 'TOGGLE', productId: 'p1' });
    expect(items.get('wishlist-products-ids')).toBe('["p1"]');
  });

  it('follows the list another tab stored, and only that key', async () => {
    const { tab } = stubBrowser(null, async () => Response.json({ products: [] }));
    const actor = createActor(wishlistMachine);
    actor.start();
    await flushPromises();
    tab.dispatchEvent(storageEvent('cart', '["x"]'));
    expect(actor.getSnapshot().context.ids).toEqual([]);
    tab.dispatchEvent(storageEvent('wishlist-products-ids', '["p3"]'));
    expect(actor.getSnapshot().context.ids).toEqual(['p3']);
    actor.stop();
    tab.dispatchEvent(storageEvent('wishlist-products-ids', '["p4"]'));
    expect(actor.getSnapshot().context.ids).toEqual(['p3']);
  });

  it('logs "Failed to fetch products" for the developers when the lookup is refused', async () => {
    stubBrowser('["p1"]', async () => new Response(null, { status: 500 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(wishlistMachine);
    actor.start();
    await flushPromises();
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Wishlist lookup failed',
      'Failed to fetch products',
    );
    expect(actor.getSnapshot().context).toMatchObject({
      ids: ['p1'],
      error: 'Failed to fetch products',
    });
  });
});
