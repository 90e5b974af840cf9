import { Link } from 'react-router';
import { localizePath, type Locale } from '../../lib/i18n/locales';
import { primaryButton } from '../button.css';
import * as styles from './Cart.css';

/** An empty cart, in the drawer or on the cart page: the words and the way back to the catalogue. */
export function EmptyCart({
  locale,
  copy,
}: {
  locale: Locale;
  copy: { empty: string; continueShopping: string };
}) {
  return (
    <div className={styles.empty} data-slot="cart-empty">
      <p>{copy.empty}</p>
      <Link to={localizePath('/collections', locale)} className={primaryButton}>
        {copy.continueShopping}
      </Link>
    </div>
  );
}
