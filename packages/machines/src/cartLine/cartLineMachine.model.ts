import type { AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../testing/machineModel.js';
import { cartLineMachine } from './cartLineMachine.js';

const MODEL_MAX_QUANTITY = 3;

/** Quantities are unbounded, so increases stop at 3: enough to decrease from above 1 and to 1. */
export const cartLineModel: MachineModel = {
  id: 'cartLine',
  machine: cartLineMachine,
  input: { lineId: 'line-1', quantity: 1 },
  events: [
    { type: 'INCREASE' },
    { type: 'DECREASE' },
    { type: 'REMOVE' },
    { type: 'SYNC', quantity: 1 },
    { type: 'xstate.done.actor.updateCartLine' },
    {
      type: 'xstate.error.actor.updateCartLine',
      error: new Error('Cart action LinesUpdate failed with status 500'),
    },
    { type: 'xstate.done.actor.removeCartLine' },
    {
      type: 'xstate.error.actor.removeCartLine',
      error: new Error('Cart action LinesRemove failed with status 500'),
    },
  ],
  filterEvents: (snapshot: AnyMachineSnapshot, event) =>
    event.type !== 'INCREASE' || (snapshot.context.quantity as number) < MODEL_MAX_QUANTITY,
};
