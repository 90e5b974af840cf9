import type { MachineModel } from '../testing/machineModel.js';
import { wishlistDrawerMachine } from './wishlistDrawerMachine.js';

/** Every event of the wishlist drawer, none needs a payload. */
export const wishlistDrawerModel: MachineModel = {
  id: 'wishlistDrawer',
  machine: wishlistDrawerMachine,
  events: [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'CLICK_OUTSIDE' }, { type: 'CLICK_LINK' }],
};
