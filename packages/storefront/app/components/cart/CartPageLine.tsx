import { canDecrease, nextQuantity } from '@treize/machines';
import { Form, Link } from 'react-router';
import {
  CART_FORM_INPUT,
  cartFormValue,
  type CartFormPayload,
  type PartialCartFormPayload,
} from '../../lib/commerce/cartForm';
import type { CartLineData } from '../../lib/commerce/cartTypes';
import { hreflang, localizePath, productPath, type Locale } from '../../lib/i18n/locales';
import { labelled, type CartLineLabels, visuallyHidden } from '@treize/ui';
import { CartLinePrice } from './CartLinePrice';
import { visibleOptions } from './visibleOptions';
import { useRootData } from '../../hooks/useRootData';
import { labelSelectedOptions } from '../../lib/content/optionLabels';
import * as styles from './Cart.css';

/**
 * A form posting one cart action. On the cart page it comes back to the page (works without
 * JavaScript); in the drawer it posts without navigating, and the root cart revalidates.
 */
export function CartActionForm({
  payload,
  locale,
  children,
  className,
  redirect = true,
}: {
  payload: CartFormPayload | PartialCartFormPayload;
  locale: Locale;
  children: React.ReactNode;
  className?: string;
  /** Come back to the cart page afterwards (the page); the drawer stays where it is. */
  redirect?: boolean;
}) {
  const cartPath = localizePath('/cart', locale);
  return (
    <Form method="post" action={cartPath} className={className} navigate={redirect}>
      <input type="hidden" name={CART_FORM_INPUT} value={cartFormValue(payload)} />
      {redirect ? <input type="hidden" name="redirectTo" value={cartPath} /> : null}
      {children}
    </Form>
  );
}

/**
 * One line of the cart page: plain forms for the quantity buttons and removal (behaviour §4, §5), worded
 * by the same dictionary labels as the drawer's lines (`cartLineLabels`).
 */
export function CartPageLine({
  line,
  locale,
  labels,
}: {
  line: CartLineData;
  locale: Locale;
  labels: CartLineLabels;
}) {
  const { merchandise } = line;
  const to = productPath(merchandise.product.handle, locale, merchandise.selectedOptions);
  const options = labelSelectedOptions(
    useRootData()?.layout?.customProductOptions,
    visibleOptions(merchandise.selectedOptions),
  );
  const setQuantity = (quantity: number): CartFormPayload => ({
    action: 'LinesUpdate',
    inputs: { lines: [{ id: line.id, quantity }] },
  });
  return (
    <li className={styles.line} data-slot="cart-line" data-line-id={line.id}>
      {merchandise.image ? (
        <Link to={to} tabIndex={-1}>
          <img
            className={styles.lineImage}
            src={merchandise.image.url}
            alt={merchandise.image.altText ?? merchandise.product.title}
            width={96}
            loading="lazy"
          />
        </Link>
      ) : (
        <span />
      )}
      <div>
        <Link to={to} data-slot="cart-line-title">
          {merchandise.product.title}
        </Link>
        {options.length > 0 ? (
          <ul className={styles.lineOptions} data-slot="cart-line-options">
            {options.map((option) => (
              <li key={option.name}>{labelled(option.name, option.value, hreflang(locale))}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.lineQuantity}>
          <CartActionForm payload={setQuantity(nextQuantity(line.quantity, -1))} locale={locale}>
            <button
              type="submit"
              aria-label={labels.decrease}
              disabled={!canDecrease(line.quantity)}
            >
              −
            </button>
          </CartActionForm>
          <span data-slot="cart-line-quantity-value">
            <span className={visuallyHidden}>{labels.quantity} </span>
            {line.quantity}
          </span>
          <CartActionForm payload={setQuantity(nextQuantity(line.quantity, 1))} locale={locale}>
            <button type="submit" aria-label={labels.increase}>
              +
            </button>
          </CartActionForm>
        </div>
      </div>
      <div className={styles.lineAside}>
        <CartLinePrice line={line} quantity={line.quantity} locale={locale} labels={labels} />
        <CartActionForm
          payload={{ action: 'LinesRemove', inputs: { lineIds: [line.id] } }}
          locale={locale}
        >
          <button type="submit" data-slot="cart-line-remove">
            {labels.remove}
          </button>
        </CartActionForm>
      </div>
    </li>
  );
}
