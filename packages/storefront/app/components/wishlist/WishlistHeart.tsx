import { IconButton } from '@treize/ui';
import { useLocale } from '../../hooks/useRootData';
import { wishlistCopy } from './wishlistCopy';
import { useWishlistToggle } from './useWishlist';
import { heartBesideHeading } from './Wishlist.css';

/** The product page's heart (behaviour §4): filled and pressed while the product is saved. */
export function WishlistHeart({ productId }: { productId: string }) {
  const copy = wishlistCopy(useLocale().language);
  const { saved, toggle } = useWishlistToggle(productId);
  return (
    <IconButton
      icon="heart"
      filled={saved}
      pressed={saved}
      label={copy.save}
      onClick={toggle}
      className={heartBesideHeading}
      data-slot="wishlist-heart"
    />
  );
}
