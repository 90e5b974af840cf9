import type { SyncedStorage } from '../effects/storage.js';
import { browserStorage } from '../effects/storage.js';

/** Storage key of the wishlist's product ids (behaviour §3 Wishlist storage). */
export const WISHLIST_STORAGE_KEY = 'wishlist-products-ids';

/** Reads a stored id list; anything that is not a JSON array of strings counts as empty. */
export function parseWishlistIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `productId` added at the end, or removed when already present. */
export function toggleWishlistId(ids: readonly string[], productId: string): string[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

/** Reads the stored ids. */
export function readWishlistIds(storage: SyncedStorage = browserStorage): string[] {
  return parseWishlistIds(storage.read(WISHLIST_STORAGE_KEY));
}

/** Stores the ids as a JSON array. */
export function writeWishlistIds(
  ids: readonly string[],
  storage: SyncedStorage = browserStorage,
): void {
  storage.write(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
}
