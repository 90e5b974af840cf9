/**
 * The wishlist ids the browser may send to `/api/wishlist` (behaviour §3, §7). Kept free of zod so the
 * browser can use it (zod stays on the server); `wishlistQuery.server.ts` builds the
 * server's schema from the same pattern and limit.
 */

/** A Storefront API product id, e.g. `gid://shopify/Product/9100000001`. */
export const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;

/** At most this many ids per lookup (the Storefront API's `nodes` takes 250; a panel needs far fewer). */
export const MAX_WISHLIST_IDS = 100;

/** True for a Storefront API product id. */
export function isProductGid(id: string): boolean {
  return PRODUCT_GID.test(id);
}

/**
 * The ids worth looking up: product gids only (a stored list can hold anything another script
 * wrote), without repeats, and the newest {@link MAX_WISHLIST_IDS} of them, oldest first like the
 * stored list.
 */
export function idsForLookup(stored: readonly string[]): string[] {
  const unique = [...new Set(stored.filter(isProductGid))];
  return unique.slice(-MAX_WISHLIST_IDS);
}
