import type { MachineModel } from '../testing/machineModel.js';
import { WISHLIST_FETCH_ERROR } from '../effects/api.js';
import { wishlistMachine } from './wishlistMachine.js';

const product = { id: 'p1', handle: 'bague', title: 'Bague' };

/** One product id, an empty and a non-empty list from another tab, and both lookup answers. */
export const wishlistModel: MachineModel = {
  id: 'wishlist',
  machine: wishlistMachine,
  events: [
    { type: 'TOGGLE', productId: 'p1' },
    { type: 'STORED_IDS_CHANGED', ids: [] },
    { type: 'STORED_IDS_CHANGED', ids: ['p1'] },
    { type: 'xstate.done.actor.fetchWishlistProducts', output: [product] },
    { type: 'xstate.error.actor.fetchWishlistProducts', error: new Error(WISHLIST_FETCH_ERROR) },
  ],
};
