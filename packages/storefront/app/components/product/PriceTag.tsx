import { useLocale, useTranslate } from '../../hooks/useRootData';
import type { Money } from '../../lib/commerce/types';
import { compareAtTotal, formatMoney } from '../../lib/price';

/** A price with the crossed-out compare-at price when it applies (spec §5). */
export function PriceTag({ price, compareAtPrice, quantity = 1 }: { price: Money; compareAtPrice?: Money | null; quantity?: number }) {
  const locale = useLocale();
  const t = useTranslate();
  const original = compareAtTotal(price, compareAtPrice, quantity);
  const total = { amount: String(Number(price.amount) * quantity), currencyCode: price.currencyCode };
  return (
    <span className="price" data-slot="price">
      <span data-testid="price">{formatMoney(total, locale)}</span>
      {original ? (
        <s className="price__compare-at">
          <span className="visually-hidden">{t('product.compareAtPrice')} </span>
          {formatMoney(original, locale)}
        </s>
      ) : null}
    </span>
  );
}
