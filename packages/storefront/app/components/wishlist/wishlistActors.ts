import {
  fetchWishlistProducts,
  wishlistDrawerMachine,
  wishlistMachine,
  type WishlistProduct,
} from '@treize/machines';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';
import { idsForLookup } from '../../lib/wishlist/wishlistIds';

export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;
export type WishlistDrawerActor = ActorRefFrom<typeof wishlistDrawerMachine>;

/**
 * The wishlist machine whose lookup asks under `pathPrefix`, built once per locale: building a
 * machine walks its whole definition.
 */
function wishlistMachineFor(pathPrefix: string) {
  let machine = machinesByPrefix.get(pathPrefix);
  if (!machine) {
    machine = wishlistMachine.provide({
      actors: {
        fetchWishlistProducts: fromPromise<WishlistProduct[], { ids: string[] }>(
          async ({ input }) => {
            const ids = idsForLookup(input.ids);
            // Nothing a lookup could answer: no request (behaviour §4: skipped when empty).
            if (ids.length === 0) return [];
            return fetchWishlistProducts({ ids, pathPrefix });
          },
        ),
      },
    });
    machinesByPrefix.set(pathPrefix, machine);
  }
  return machine;
}

const machinesByPrefix = new Map<string, typeof wishlistMachine>();

/**
 * Starts the page's two wishlist machines (behaviour §4 Wishlist): `wishlist` (the stored ids, shared
 * across tabs, and the product lookup) and `wishlistDrawer`. Both stream to the inspector with
 * `?inspect`. Loaded apart from the first-load script, in the browser only.
 */
export function startWishlistActors(pathPrefix: string): {
  wishlist: WishlistActor;
  drawer: WishlistDrawerActor;
} {
  return {
    wishlist: createActor(wishlistMachineFor(pathPrefix), machineInspection()).start(),
    drawer: createActor(wishlistDrawerMachine, machineInspection()).start(),
  };
}
