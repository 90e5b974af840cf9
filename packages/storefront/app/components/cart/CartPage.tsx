import { useMemo } from 'react';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import type { CartData } from '../../lib/commerce/cartTypes';
import { cartCopy } from './cartCopy';
import { CartActionForm, CartPageLine } from './CartPageLine';
import { CartSummary } from './CartSummary';
import { cartLineLabels } from './cartLineLabels';
import * as styles from './Cart.css';
import { EmptyCart } from './EmptyCart';

/**
 * The full cart page (`GET /cart`): every action is a plain form posting `cartFormInput` and
 * coming back here, so the cart works without JavaScript and from a direct link.
 */
export function CartPage({ cart, error }: { cart: CartData | null; error?: string }) {
  const locale = useLocale();
  const copy = cartCopy(locale.language);
  const t = useTranslate();
  const labels = useMemo(() => cartLineLabels(t), [t]);
  const lines = cart?.lines.nodes ?? [];
  return (
    <section className={styles.page} data-slot="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{copy.title}</h1>
      {error ? (
        <p className={styles.error} role="alert" data-slot="cart-error">
          {error}
        </p>
      ) : null}
      {!cart || cart.totalQuantity === 0 ? (
        <EmptyCart locale={locale} copy={copy} />
      ) : (
        <>
          <p data-slot="cart-count">{copy.itemCount(cart.totalQuantity)}</p>
          {/* Lines on the left, the summary on the right on large screens; stacked on phones. */}
          <div className={styles.layout} data-slot="cart-page-layout">
            <ul className={styles.lines} data-slot="cart-page-lines">
              {lines.map((line) => (
                <CartPageLine key={line.id} line={line} locale={locale} labels={labels} />
              ))}
            </ul>
            <aside
              className={styles.pageSummary}
              aria-label={copy.subtotal}
              data-slot="cart-page-summary"
            >
              <CartActionForm
                payload={{ action: 'NoteUpdate', inputs: {} }}
                locale={locale}
                className={styles.note}
              >
                <label>
                  {copy.note}
                  <textarea
                    name="note"
                    defaultValue={cart.note ?? ''}
                    maxLength={5000}
                    data-slot="cart-note"
                  />
                </label>
                <button type="submit">{copy.saveNote}</button>
              </CartActionForm>
              <CartSummary cart={cart} locale={locale} copy={copy} />
            </aside>
          </div>
        </>
      )}
    </section>
  );
}
