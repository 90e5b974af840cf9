import { assign, setup } from 'xstate';

/** Context: whether an add-to-cart submission started and has not finished yet. */
export interface CartDrawerContext {
  isAddToCartPending: boolean;
}

/**
 * Events: the cart button, the three ways to close (behaviour §4 Cart drawer), and the life of an
 * add-to-cart submission (send `ADD_TO_CART_STARTED` when its fetcher starts submitting and
 * `ADD_TO_CART_FINISHED` when it is idle again).
 */
export type CartDrawerEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CLICK_OUTSIDE' }
  | { type: 'CLICK_LINK' }
  | { type: 'ADD_TO_CART_STARTED' }
  | { type: 'ADD_TO_CART_FINISHED' };

/**
 * Cart drawer (behaviour §4): opens on the cart button, or by itself once an add-to-cart submission
 * has finished; closes on the close button, an outside action or a link click.
 */
export const cartDrawerMachine = setup({
  types: {
    context: {} as CartDrawerContext,
    events: {} as CartDrawerEvent,
  },
  actions: {
    markAddToCartPending: assign({ isAddToCartPending: true }),
    clearAddToCartPending: assign({ isAddToCartPending: false }),
  },
  guards: {
    isAddToCartPending: ({ context }) => context.isAddToCartPending,
  },
}).createMachine({
  id: 'cartDrawer',
  context: { isAddToCartPending: false },
  initial: 'closed',
  on: {
    ADD_TO_CART_STARTED: { actions: 'markAddToCartPending' },
  },
  states: {
    closed: {
      on: {
        OPEN: 'open',
        ADD_TO_CART_FINISHED: {
          guard: 'isAddToCartPending',
          target: 'open',
          actions: 'clearAddToCartPending',
        },
      },
    },
    open: {
      on: {
        CLOSE: 'closed',
        CLICK_OUTSIDE: 'closed',
        CLICK_LINK: 'closed',
        ADD_TO_CART_FINISHED: { actions: 'clearAddToCartPending' },
      },
    },
  },
});
