import { assign, fromPromise, setup } from 'xstate';
import { removeCartLine, updateCartLine } from '../effects/api.js';
import { errorMessage, logError } from '../effects/log.js';
import { canDecrease, nextQuantity } from './quantity.js';

/** Context: the line, its confirmed quantity and the quantity being sent (`null` when none). */
export interface CartLineContext {
  lineId: string;
  quantity: number;
  pendingQuantity: number | null;
}

/** Events: the quantity buttons, the remove button, and a fresh quantity from the cart. */
export type CartLineEvent =
  | { type: 'INCREASE' }
  | { type: 'DECREASE' }
  | { type: 'REMOVE' }
  | { type: 'SYNC'; quantity: number };

/** Input: the line as the cart returned it. */
export interface CartLineInput {
  lineId: string;
  quantity: number;
}

/**
 * One cart line (behaviour §4 Cart drawer, §5 Cart): `idle`; `updating`, where the pending quantity
 * shows and the price is replaced by an ellipsis; `removing`, where the line is faded; `removed`.
 * `DECREASE` is refused at quantity ≤ 1, so `snapshot.can({ type: 'DECREASE' })` disables it.
 */
export const cartLineMachine = setup({
  types: {
    context: {} as CartLineContext,
    events: {} as CartLineEvent,
    input: {} as CartLineInput,
  },
  actors: {
    updateCartLine: fromPromise<void, { lineId: string; quantity: number }>(({ input }) =>
      updateCartLine(input),
    ),
    removeCartLine: fromPromise<void, { lineId: string }>(({ input }) => removeCartLine(input)),
  },
  actions: {
    requestIncrease: assign({
      pendingQuantity: ({ context }) => nextQuantity(context.quantity, 1),
    }),
    requestDecrease: assign({
      pendingQuantity: ({ context }) => nextQuantity(context.quantity, -1),
    }),
    confirmPendingQuantity: assign({
      quantity: ({ context }) => context.pendingQuantity ?? context.quantity,
      pendingQuantity: null,
    }),
    dropPendingQuantity: assign({ pendingQuantity: null }),
    syncQuantity: assign({
      quantity: ({ context, event }) =>
        event.type === 'SYNC' ? Math.max(0, event.quantity) : context.quantity,
    }),
    logLineFailure: ({ event }) => {
      logError('Cart line update failed', 'error' in event ? errorMessage(event.error) : undefined);
    },
  },
  guards: {
    canDecrease: ({ context }) => canDecrease(context.quantity),
  },
}).createMachine({
  id: 'cartLine',
  context: ({ input }) => ({
    lineId: input.lineId,
    quantity: Math.max(0, input.quantity),
    pendingQuantity: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        INCREASE: { target: 'updating', actions: 'requestIncrease' },
        DECREASE: { guard: 'canDecrease', target: 'updating', actions: 'requestDecrease' },
        REMOVE: 'removing',
        SYNC: { actions: 'syncQuantity' },
      },
    },
    updating: {
      invoke: {
        id: 'updateCartLine',
        src: 'updateCartLine',
        input: ({ context }) => ({
          lineId: context.lineId,
          quantity: context.pendingQuantity ?? context.quantity,
        }),
        onDone: { target: 'idle', actions: 'confirmPendingQuantity' },
        onError: { target: 'idle', actions: ['logLineFailure', 'dropPendingQuantity'] },
      },
    },
    removing: {
      invoke: {
        id: 'removeCartLine',
        src: 'removeCartLine',
        input: ({ context }) => ({ lineId: context.lineId }),
        onDone: 'removed',
        onError: { target: 'idle', actions: 'logLineFailure' },
      },
    },
    removed: { type: 'final' },
  },
});
