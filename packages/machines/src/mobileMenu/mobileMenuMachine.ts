import { setup } from 'xstate';

/** How long the toggle stays disabled after each change (behaviour §9). */
export const MOBILE_MENU_LOCK_MS = 500;

/** Context: none; `open`/`closed` and `locked`/`unlocked` are the state value. */
export type MobileMenuContext = Record<string, never>;

/** Events: the menu toggle, and a forced close (a link in the menu was followed). */
export type MobileMenuEvent = { type: 'TOGGLE' } | { type: 'CLOSE' };

/**
 * Mobile menu drawer (behaviour §4 Mobile menu): open or closed, and the toggle is locked for 500 ms
 * after each change. `snapshot.can({ type: 'TOGGLE' })` tells whether the toggle is enabled.
 */
export const mobileMenuMachine = setup({
  types: {
    context: {} as MobileMenuContext,
    events: {} as MobileMenuEvent,
  },
  delays: {
    mobileMenuLock: MOBILE_MENU_LOCK_MS,
  },
}).createMachine({
  id: 'mobileMenu',
  context: {},
  initial: 'closed',
  states: {
    closed: {
      initial: 'unlocked',
      states: {
        unlocked: {
          on: { TOGGLE: '#mobileMenu.open.locked' },
        },
        locked: {
          after: { mobileMenuLock: 'unlocked' },
        },
      },
    },
    open: {
      initial: 'locked',
      on: { CLOSE: '#mobileMenu.closed.locked' },
      states: {
        unlocked: {
          on: { TOGGLE: '#mobileMenu.closed.locked' },
        },
        locked: {
          after: { mobileMenuLock: 'unlocked' },
        },
      },
    },
  },
});
