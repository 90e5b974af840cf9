import { cartDrawerMachine } from '@treize/machines';
import { createActor, type Actor } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';

export type CartDrawerActor = Actor<typeof cartDrawerMachine>;

/**
 * Starts the page's `cartDrawer` machine (behaviour §4), streaming to the inspector with `?inspect`.
 * Loaded apart from the page frame's islands, in the browser only, at the first open or add-to-cart.
 */
export function startCartDrawerActor(): CartDrawerActor {
  return createActor(cartDrawerMachine, machineInspection()).start();
}
