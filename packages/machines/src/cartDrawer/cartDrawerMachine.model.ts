import type { MachineModel } from '../testing/machineModel.js';
import { cartDrawerMachine } from './cartDrawerMachine.js';

/** Every event of the drawer, none needs a payload. */
export const cartDrawerModel: MachineModel = {
  id: 'cartDrawer',
  machine: cartDrawerMachine,
  events: [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'CLICK_OUTSIDE' },
    { type: 'CLICK_LINK' },
    { type: 'ADD_TO_CART_STARTED' },
    { type: 'ADD_TO_CART_FINISHED' },
  ],
};
