import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { WishlistProduct } from '../effects/api.js';
import { fetchWishlistProducts } from '../effects/api.js';
import { errorMessage, logError } from '../effects/log.js';
import { browserStorage } from '../effects/storage.js';
import {
  WISHLIST_STORAGE_KEY,
  parseWishlistIds,
  readWishlistIds,
  toggleWishlistId,
  writeWishlistIds,
} from './wishlistIds.js';

/** Context: the stored ids, the products looked up for them (newest first), the last lookup failure. */
export interface WishlistContext {
  ids: string[];
  products: WishlistProduct[];
  error: string | null;
}

/** Events: a heart was clicked, or the stored list was read (at start, or changed by another tab). */
export type WishlistEvent =
  { type: 'TOGGLE'; productId: string } | { type: 'STORED_IDS_CHANGED'; ids: string[] };

/** True when the product is in the wishlist (its heart is filled, behaviour §4 Wishlist). */
export function isWishlisted(context: Pick<WishlistContext, 'ids'>, productId: string): boolean {
  return context.ids.includes(productId);
}

/**
 * Wishlist (behaviour §4, §7, §8): toggles a product id in the stored list, follows changes made in
 * other tabs, skips the lookup when the list is empty, and on a failed lookup logs
 * `Failed to fetch products` and leaves the stored list unchanged. The `storedIds` actor reports
 * the stored list at start and on every cross-tab change; `persistIds` writes it.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
  },
  actors: {
    storedIds: fromCallback<WishlistEvent>(({ sendBack }) => {
      sendBack({ type: 'STORED_IDS_CHANGED', ids: readWishlistIds() });
      return browserStorage.subscribe(WISHLIST_STORAGE_KEY, (raw) =>
        sendBack({ type: 'STORED_IDS_CHANGED', ids: parseWishlistIds(raw) }),
      );
    }),
    fetchWishlistProducts: fromPromise<WishlistProduct[], { ids: string[] }>(({ input }) =>
      fetchWishlistProducts(input),
    ),
  },
  actions: {
    toggleId: assign({
      ids: ({ context, event }) => {
        assertEvent(event, 'TOGGLE');
        return toggleWishlistId(context.ids, event.productId);
      },
    }),
    persistIds: ({ context }) => writeWishlistIds(context.ids),
    adoptStoredIds: assign({
      ids: ({ event }) => {
        assertEvent(event, 'STORED_IDS_CHANGED');
        return event.ids;
      },
    }),
    clearProducts: assign({ products: [], error: null }),
    // The endpoint lists products oldest first; the panel shows them reversed (behaviour §7).
    showProducts: assign({
      products: (_, products: WishlistProduct[]) => [...products].reverse(),
      error: null,
    }),
    recordLookupFailure: assign({
      error: ({ event }) =>
        'error' in event ? errorMessage(event.error) : 'Wishlist lookup failed',
    }),
    logLookupFailure: ({ event }) => {
      logError('Wishlist lookup failed', 'error' in event ? errorMessage(event.error) : undefined);
    },
  },
  guards: {
    hasNoIds: ({ context }) => context.ids.length === 0,
  },
}).createMachine({
  id: 'wishlist',
  context: { ids: [], products: [], error: null },
  invoke: { id: 'storedIds', src: 'storedIds' },
  initial: 'reading',
  states: {
    reading: {
      on: {
        STORED_IDS_CHANGED: { target: 'checking', actions: 'adoptStoredIds' },
      },
    },
    checking: {
      always: [
        { guard: 'hasNoIds', target: 'idle', actions: 'clearProducts' },
        { target: 'fetching' },
      ],
    },
    idle: {
      on: {
        TOGGLE: { target: 'checking', actions: ['toggleId', 'persistIds'] },
        STORED_IDS_CHANGED: { target: 'checking', actions: 'adoptStoredIds' },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchWishlistProducts',
        src: 'fetchWishlistProducts',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: {
          target: 'idle',
          actions: { type: 'showProducts', params: ({ event }) => event.output },
        },
        onError: { target: 'idle', actions: ['logLookupFailure', 'recordLookupFailure'] },
      },
      on: {
        TOGGLE: { target: 'checking', actions: ['toggleId', 'persistIds'] },
        STORED_IDS_CHANGED: { target: 'checking', actions: 'adoptStoredIds' },
      },
    },
  },
});
