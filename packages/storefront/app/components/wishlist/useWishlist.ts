import { useCallback } from 'react';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useStoredWishlistIds } from './useStoredWishlistIds';
import { useWishlistActors } from './WishlistProvider';

/**
 * Whether this product is saved (its heart is filled, behaviour §4), and the toggle of its heart. Until
 * the wishlist machine runs, read from the stored list from the first paint after hydration.
 */
export function useWishlistToggle(productId: string): { saved: boolean; toggle: () => void } {
  const { wishlist } = useWishlistActors();
  const stored = useStoredWishlistIds();
  const saved = useLazyActorSelector(
    wishlist,
    (snapshot) => snapshot.context.ids.includes(productId),
    stored.includes(productId),
  );
  const toggle = useCallback(
    () => wishlist.send({ type: 'TOGGLE', productId }),
    [wishlist, productId],
  );
  return { saved, toggle };
}

/** How many products are saved (the header icon is filled from one, behaviour §4). */
export function useWishlistCount(): number {
  const { wishlist } = useWishlistActors();
  const stored = useStoredWishlistIds();
  return useLazyActorSelector(wishlist, (snapshot) => snapshot.context.ids.length, stored.length);
}
