import { Suspense, lazy, useState } from 'react';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { usePreloadWhenIdle } from '../lazyComponent';
import { useWishlistActors } from './WishlistProvider';

/** The drawer's code (Radix dialog, panel, lines) is fetched on first use (first-load JS). */
export const loadWishlistDrawer = () => import('./WishlistDrawer');
const WishlistDrawer = lazy(() =>
  loadWishlistDrawer().then((module) => ({ default: module.WishlistDrawer })),
);

/**
 * Where the wishlist drawer mounts: nothing until it first opens (its code loads when the browser
 * is idle, or on a hover or focus of the header icon), then the drawer driven by its machine.
 */
export function WishlistDrawerHost() {
  const { drawer } = useWishlistActors();
  const open = useLazyActorSelector(drawer, (snapshot) => snapshot.matches('open'), false);
  usePreloadWhenIdle(loadWishlistDrawer);
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <WishlistDrawer open={open} />
    </Suspense>
  ) : null;
}
