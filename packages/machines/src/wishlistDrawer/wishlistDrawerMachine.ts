import { setup } from 'xstate';

/**
 * Events: the header's wishlist icon, and the three ways to close the panel (behaviour §2: the
 * wishlist drawer behaves like the cart drawer, §4: close button or Escape, an outside action,
 * a followed link).
 */
export type WishlistDrawerEvent =
  { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CLICK_OUTSIDE' } | { type: 'CLICK_LINK' };

/**
 * Wishlist drawer (behaviour §2 "Wishlist drawer: slides from the right likewise"): opens on the
 * header's wishlist icon, closes on the close button, Escape, an outside action or a link
 * click. Unlike the cart drawer it never opens by itself: saving a product is a quiet gesture.
 */
// Stryker disable next-line ObjectLiteral: type-only, erased at compile time
export const wishlistDrawerMachine = setup({
  // Stryker disable next-line ObjectLiteral: type-only, erased at compile time
  types: {
    events: {} as WishlistDrawerEvent,
  },
}).createMachine({
  id: 'wishlistDrawer',
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      on: {
        CLOSE: 'closed',
        CLICK_OUTSIDE: 'closed',
        CLICK_LINK: 'closed',
      },
    },
  },
});
