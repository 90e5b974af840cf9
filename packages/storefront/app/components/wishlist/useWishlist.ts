import { isWishlisted } from '@treize/machines';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useWishlistActors } from './WishlistProvider';

/** Whether this product is saved (its heart is filled, spec §4), and the toggle of its heart. */
export function useWishlistToggle(productId: string): { saved: boolean; toggle: () => void } {
  const { wishlist } = useWishlistActors();
  const saved = useSelector(wishlist, (snapshot) => isWishlisted(snapshot.context, productId));
  const toggle = useCallback(
    () => wishlist.send({ type: 'TOGGLE', productId }),
    [wishlist, productId],
  );
  return { saved, toggle };
}

/** How many products are saved (the header icon is filled from one, spec §4). */
export function useWishlistCount(): number {
  const { wishlist } = useWishlistActors();
  return useSelector(wishlist, (snapshot) => snapshot.context.ids.length);
}
