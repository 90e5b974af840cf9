import { Link } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n';
import { lazyComponent } from '../lazyComponent';

/** The cart button with its drawer (issue 7). */
export { CartButton } from '../cart/CartButton';

/**
 * The locale switcher (issue 7). Its form is server-rendered and works without JavaScript; its
 * code (switch machine, cart action) arrives after the first paint and then hydrates it (issue 6).
 */
export const LocaleSwitcher = lazyComponent(() =>
  import('../locale/LocaleSwitcher').then((module) => module.LocaleSwitcher),
);

/** Account icon (accounts are their own issue; the link is the spec §2 route). */
export function AccountLink() {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <Link
      to={localizePath('/account', locale)}
      className="icon-link"
      aria-label={t('header.account')}
      data-slot="account-link"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </Link>
  );
}

/** Wishlist icon (the wishlist panel is its own issue; this is its trigger slot). */
export function WishlistButton() {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="icon-link"
      aria-label={t('header.wishlist')}
      data-slot="wishlist-button"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </button>
  );
}
