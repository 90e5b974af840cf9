import { formatMoney } from '@treize/ui';
import type { CartData } from '../../lib/commerce/cartTypes';
import { hreflang, type Locale } from '../../lib/i18n/locales';
import type { CartCopy } from './cartCopy';
import { CartActionForm } from './CartPageLine';
import * as styles from './Cart.css';
import { primaryButton } from '../button.css';

/**
 * Subtotal, discount code entry and the checkout hand-off (behaviour §4, §7): the checkout button is a
 * plain link to the cart's `checkoutUrl`, an external hosted checkout.
 */
export function CartSummary({
  cart,
  locale,
  copy,
  redirectTo,
}: {
  cart: CartData;
  locale: Locale;
  copy: CartCopy;
  redirectTo?: boolean;
}) {
  const codes = cart.discountCodes;
  return (
    <div className={styles.summary} data-slot="cart-summary">
      <CartActionForm
        payload={{
          action: 'DiscountCodesUpdate',
          inputs: { discountCodes: codes.map((c) => c.code) },
        }}
        locale={locale}
        className={styles.discount}
        redirect={redirectTo}
      >
        <label>
          {copy.discountCode}
          <input
            type="text"
            name="discountCodes"
            autoComplete="off"
            data-slot="discount-code-input"
          />
        </label>
        <button type="submit">{copy.applyDiscount}</button>
      </CartActionForm>
      {codes.length > 0 ? (
        <ul className={styles.lineOptions} data-slot="discount-codes">
          {codes.map((code) => (
            <li key={code.code}>
              {code.code}
              {code.applicable ? '' : ` (${copy.discountNotApplicable})`}{' '}
              <CartActionForm
                payload={{
                  action: 'DiscountCodesUpdate',
                  inputs: { discountCodes: codes.filter((c) => c !== code).map((c) => c.code) },
                }}
                locale={locale}
                redirect={redirectTo}
              >
                <button type="submit">{copy.removeDiscount}</button>
              </CartActionForm>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.summaryRow} data-slot="cart-subtotal">
        <span>{copy.subtotal}</span>
        <span>{formatMoney(cart.cost.subtotalAmount, hreflang(locale))}</span>
      </p>
      {cart.cost.totalAmount.amount !== cart.cost.subtotalAmount.amount ? (
        <p className={styles.summaryRow} data-slot="cart-total">
          <span>Total</span>
          <span>{formatMoney(cart.cost.totalAmount, hreflang(locale))}</span>
        </p>
      ) : null}
      <a className={primaryButton} href={cart.checkoutUrl} data-slot="checkout-link">
        {copy.checkout}
      </a>
    </div>
  );
}
