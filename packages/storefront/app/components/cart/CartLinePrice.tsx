import { Price } from '@treize/ui';
import { hreflang, type Locale } from '../../lib/i18n';
import type { CartLineData } from '../../lib/commerce/cartTypes';
import type { CartCopy } from './cartCopy';

/**
 * A line's price (spec §5): quantity × unit price without trailing zeros, with the crossed-out
 * quantity × compare-at amount only when the unit price is lower.
 */
export function CartLinePrice({ line, quantity, locale, copy }: { line: CartLineData; quantity: number; locale: Locale; copy: CartCopy }) {
  return (
    <Price
      price={line.cost.amountPerQuantity}
      compareAtPrice={line.cost.compareAtAmountPerQuantity}
      quantity={quantity}
      locale={hreflang(locale)}
      labels={{ price: copy.price, compareAt: copy.compareAt }}
    />
  );
}
