import { Link } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { lazyComponent } from '../lazyComponent';
import { iconLink } from './Header.css';

/** The cart button with its drawer. */
export { CartButton } from '../cart/CartButton';

/** The wishlist icon that opens the wishlist drawer. */
export { WishlistButton } from '../wishlist/WishlistButton';

/**
 * The locale switcher. Its form is server-rendered and works without JavaScript; its
 * code (switch machine, cart action) arrives after the first paint and then hydrates it.
 */
export const LocaleSwitcher = lazyComponent(() =>
  import('./frameIslands').then((module) => module.LocaleSwitcher),
);

/** Account icon (accounts are their own issue; the link is the behaviour §2 route). */
export function AccountLink() {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <Link
      to={localizePath('/account', locale)}
      className={iconLink}
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
