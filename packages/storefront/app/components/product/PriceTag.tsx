import { Price } from '@treize/ui';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import type { Money } from '../../lib/commerce/types';
import { hreflang } from '../../lib/i18n/locales';

/** A price with the crossed-out compare-at price when it applies (behaviour §5), from `@treize/ui`. */
export function PriceTag({
  price,
  compareAtPrice,
  quantity = 1,
}: {
  price: Money;
  compareAtPrice?: Money | null;
  quantity?: number;
}) {
  const locale = useLocale();
  const t = useTranslate();
  return (
    <span data-testid="price-tag">
      <Price
        price={price}
        compareAtPrice={compareAtPrice}
        quantity={quantity}
        locale={hreflang(locale)}
        labels={{ price: t('product.price'), compareAt: t('product.compareAtPrice') }}
      />
    </span>
  );
}
