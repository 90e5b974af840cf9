import { useLocale } from '../../hooks/useRootData';
import { loadWishlistDrawer } from './WishlistDrawerHost';
import { wishlistCopy } from './wishlistCopy';
import { useWishlistCount } from './useWishlist';
import { useWishlistActors } from './WishlistProvider';
import { headerButton } from './Wishlist.css';
import { iconLink } from '../shell/Header.css';
import { warmUpOnIntent } from '../../lib/loading/warmUpOnIntent';

const warmUpDrawer = warmUpOnIntent(loadWishlistDrawer);

/**
 * The header's wishlist icon (behaviour §2, §4): a heart filled once at least one product is saved; it
 * opens the wishlist drawer. `onOpen` lets the mobile menu close itself first.
 */
export function WishlistButton({ onOpen }: { onOpen?: () => void }) {
  const locale = useLocale();
  const copy = wishlistCopy(locale.language);
  const count = useWishlistCount();
  const { drawer, opener } = useWishlistActors();
  const filled = count > 0;
  return (
    <button
      type="button"
      className={`${iconLink} ${headerButton}`}
      aria-label={filled ? `${copy.title}, ${copy.savedCount(count)}` : copy.title}
      aria-haspopup="dialog"
      data-slot="wishlist-button"
      data-state={filled ? 'filled' : 'empty'}
      {...warmUpDrawer}
      onClick={(event) => {
        opener.current = event.currentTarget;
        onOpen?.();
        drawer.send({ type: 'OPEN' });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </button>
  );
}
