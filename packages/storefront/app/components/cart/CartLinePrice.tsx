import { Price, type CartLineLabels } from '@treize/ui';
import { hreflang, type Locale } from '../../lib/i18n/locales';
import type { CartLineData } from '../../lib/commerce/cartTypes';

/**
 * A line's price (behaviour §5): quantity × unit price without trailing zeros, with the crossed-out
 * quantity × compare-at amount only when the unit price is lower.
 */
export function CartLinePrice({
  line,
  quantity,
  locale,
  labels,
}: {
  line: CartLineData;
  quantity: number;
  locale: Locale;
  labels: Pick<CartLineLabels, 'price' | 'compareAt'>;
}) {
  return (
    <Price
      price={line.cost.amountPerQuantity}
      compareAtPrice={line.cost.compareAtAmountPerQuantity}
      quantity={quantity}
      locale={hreflang(locale)}
      labels={{ price: labels.price, compareAt: labels.compareAt }}
    />
  );
}
