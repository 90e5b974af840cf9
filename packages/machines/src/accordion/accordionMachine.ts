import { assertEvent, assign, setup } from 'xstate';

/** Duration of one open or close animation (behaviour §9). */
export const ACCORDION_ANIMATION_MS = 525;
/** Wait between closing the open item and opening the clicked one (behaviour §9). */
export const CLOSE_THEN_OPEN_DELAY_MS = 650;
/** Wait before an outside click closes every item (behaviour §9). */
export const OUTSIDE_CLICK_DELAY_MS = 50;
/** Item id meaning "no item is open" (behaviour §4 Accordion). */
export const ACCORDION_NONE = '0';

/** Context: which item is open, and which one opens once the current one has closed. */
export interface AccordionContext {
  openItem: string;
  pendingItem: string;
}

/** Events: a click on an item header, or a click anywhere outside the accordion. */
export type AccordionEvent = { type: 'CLICK_ITEM'; id: string } | { type: 'CLICK_OUTSIDE' };

/** Input: the item open at first render (defaults to none). */
export interface AccordionInput {
  openItem?: string;
}

/**
 * One open item at a time (behaviour §4 Accordion). Item clicks are accepted only in `idle`, so a
 * click while an animation runs is ignored; `snapshot.context.openItem` drives `data-state`.
 */
export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    input: {} as AccordionInput,
  },
  actions: {
    openClickedItem: assign({
      openItem: ({ event }) => {
        assertEvent(event, 'CLICK_ITEM');
        return event.id;
      },
    }),
    closeOpenItem: assign({ openItem: ACCORDION_NONE }),
    rememberClickedItem: assign({
      pendingItem: ({ event }) => {
        assertEvent(event, 'CLICK_ITEM');
        return event.id;
      },
    }),
    openPendingItem: assign({
      openItem: ({ context }) => context.pendingItem,
      pendingItem: ACCORDION_NONE,
    }),
  },
  guards: {
    isOpenItem: ({ context, event }) =>
      event.type === 'CLICK_ITEM' && event.id === context.openItem,
    hasOpenItem: ({ context }) => context.openItem !== ACCORDION_NONE,
    isItem: ({ event }) => event.type === 'CLICK_ITEM' && event.id !== ACCORDION_NONE,
  },
  delays: {
    accordionAnimation: ACCORDION_ANIMATION_MS,
    closeThenOpenDelay: CLOSE_THEN_OPEN_DELAY_MS,
    outsideClickDelay: OUTSIDE_CLICK_DELAY_MS,
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({
    openItem: input.openItem ?? ACCORDION_NONE,
    pendingItem: ACCORDION_NONE,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CLICK_ITEM: [
          { guard: 'isOpenItem', target: 'closing', actions: 'closeOpenItem' },
          {
            guard: 'hasOpenItem',
            target: 'closingBeforeOpen',
            actions: ['rememberClickedItem', 'closeOpenItem'],
          },
          { guard: 'isItem', target: 'opening', actions: 'openClickedItem' },
        ],
        CLICK_OUTSIDE: { guard: 'hasOpenItem', target: 'closingOnOutsideClick' },
      },
    },
    opening: {
      after: { accordionAnimation: 'idle' },
    },
    closing: {
      after: { accordionAnimation: 'idle' },
    },
    closingBeforeOpen: {
      after: { closeThenOpenDelay: { target: 'opening', actions: 'openPendingItem' } },
    },
    closingOnOutsideClick: {
      after: { outsideClickDelay: { target: 'closing', actions: 'closeOpenItem' } },
    },
  },
});
