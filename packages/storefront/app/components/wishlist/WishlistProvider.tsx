import {
  fetchWishlistProducts,
  wishlistDrawerMachine,
  wishlistMachine,
  type WishlistProduct,
} from '@treize/machines';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useLocale } from '../../hooks/useRootData';
import { machineInspection } from '../../lib/machineInspection';
import { idsForLookup } from '../../lib/wishlist/wishlistIds';

/** The wishlist machine, with the lookup asking in the page's locale. */
type WishlistActor = ActorRefFrom<typeof wishlistMachine>;
type WishlistDrawerActor = ActorRefFrom<typeof wishlistDrawerMachine>;

interface WishlistContextValue {
  wishlist: WishlistActor;
  drawer: WishlistDrawerActor;
  /** The control that last opened the drawer: focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

/**
 * The wishlist machine whose lookup asks under `pathPrefix`. One per locale for the whole process:
 * building a machine walks its whole definition, which the server would otherwise redo on every
 * page it renders (issue 16).
 */
function wishlistMachineFor(pathPrefix: string) {
  let machine = machinesByPrefix.get(pathPrefix);
  if (!machine) {
    machine = wishlistMachine.provide({
      actors: {
        fetchWishlistProducts: fromPromise<WishlistProduct[], { ids: string[] }>(
          async ({ input }) => {
            const ids = idsForLookup(input.ids);
            // Nothing a lookup could answer: no request (spec §4: skipped when empty).
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
 * Owns the page's two wishlist machines (spec §4 Wishlist): the `wishlist` machine (the stored
 * ids, shared across tabs, and the product lookup) and the `wishlistDrawer` machine. Both stream
 * to the Stately inspector with `?inspect`. The lookup asks `/api/wishlist` under the page's
 * locale prefix, so the panel shows the page's language and currency; the Shell remounts this
 * provider when the locale changes.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { pathPrefix } = useLocale();
  const wishlist = useActorRef(wishlistMachineFor(pathPrefix), machineInspection());
  const drawer = useActorRef(wishlistDrawerMachine, machineInspection());
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo(() => ({ wishlist, drawer, opener }), [wishlist, drawer]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

/** The wishlist machines of the page; throws outside a {@link WishlistProvider}. */
export function useWishlistActors(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlistActors needs a WishlistProvider above it (the Shell)');
  return value;
}
