import type { WishlistDrawerEvent, WishlistEvent } from '@treize/machines';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useLocale } from '../../hooks/useRootData';
import { LazyActor } from '../../lib/actors/lazyActor';
import { whenIdle } from '../../lib/actors/whenIdle';
import type { WishlistActor, WishlistDrawerActor } from './wishlistActors';

interface WishlistContextValue {
  wishlist: LazyActor<ReturnType<WishlistActor['getSnapshot']>, WishlistEvent>;
  drawer: LazyActor<ReturnType<WishlistDrawerActor['getSnapshot']>, WishlistDrawerEvent>;
  /** The control that last opened the drawer: focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

/** The machines' code: a chunk of its own, with XState. */
const loadWishlistActors = () => import('./wishlistActors');

/**
 * Holds the page's two wishlist machines (behaviour §4 Wishlist) without their code in the first load
 *: the header count and the hearts render empty, as the server did (it cannot read the
 * browser's stored ids), and the machines start when the browser is idle after hydration, or at
 * once on a first heart or header click, which they then answer. The lookup asks `/api/wishlist`
 * under the page's locale prefix; the Shell remounts this provider when the locale changes.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { pathPrefix } = useLocale();
  const opener = useRef<HTMLElement | null>(null);
  const [value] = useState<WishlistContextValue>(() => ({
    wishlist: new LazyActor(),
    drawer: new LazyActor(),
    opener,
  }));
  useEffect(() => {
    let stopped = false;
    let running: { wishlist: WishlistActor; drawer: WishlistDrawerActor } | undefined;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void loadWishlistActors().then(({ startWishlistActors }) => {
        if (stopped) return;
        running = startWishlistActors(pathPrefix);
        value.wishlist.attach(running.wishlist);
        value.drawer.attach(running.drawer);
      });
    };
    value.wishlist.whenNeeded(start);
    value.drawer.whenNeeded(start);
    const cancelIdle = whenIdle(start);
    return () => {
      stopped = true;
      cancelIdle();
      value.wishlist.whenNeeded(undefined);
      value.drawer.whenNeeded(undefined);
      value.wishlist.detach();
      value.drawer.detach();
      running?.wishlist.stop();
      running?.drawer.stop();
    };
  }, [pathPrefix, value]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

/** The wishlist machines of the page; throws outside a {@link WishlistProvider}. */
export function useWishlistActors(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlistActors needs a WishlistProvider above it (the Shell)');
  return value;
}
