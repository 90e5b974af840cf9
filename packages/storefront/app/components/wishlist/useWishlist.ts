import { useCallback } from 'react';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useWishlistActors } from './WishlistProvider';

/**
 * Whether this product is saved (its heart is filled, spec §4), and the toggle of its heart. Empty
 * until the wishlist machine runs (issue 16), as the server rendered it.
 */
export function useWishlistToggle(productId: string): { saved: boolean; toggle: () => void } {
  const { wishlist } = useWishlistActors();
  const saved = useLazyActorSelector(
    wishlist,
    (snapshot) => snapshot.context.ids.includes(productId),
    false,
  );
  const toggle = useCallback(
    () => wishlist.send({ type: 'TOGGLE', productId }),
    [wishlist, productId],
  );
  return { saved, toggle };
}

/** How many products are saved (the header icon is filled from one, spec §4). */
export function useWishlistCount(): number {
  const { wishlist } = useWishlistActors();
  return useLazyActorSelector(wishlist, (snapshot) => snapshot.context.ids.length, 0);
}
