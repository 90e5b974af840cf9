import { visuallyHidden } from '../../styles/visuallyHidden.css.js';
import { compareAtTotal, formatMoney, hasLowerPrice, multiplyMoney, type Money } from './money.js';
import * as styles from './Price.css.js';

export interface PriceProps {
  /** Unit price. */
  price: Money;
  /** Compare-at unit price; crossed out only when higher than the unit price (behaviour §5). */
  compareAtPrice?: Money | null;
  /** Both prices are multiplied by it (behaviour §5); 1 by default. */
  quantity?: number;
  /** BCP 47 locale used for formatting. */
  locale?: string;
  /** Screen-reader labels for the two amounts. */
  labels?: { price: string; compareAt: string };
}

/** A price without trailing zeros, with the crossed-out original when on sale. */
export function Price({
  price,
  compareAtPrice,
  quantity = 1,
  locale = 'fr-FR',
  labels = { price: 'Price', compareAt: 'Original price' },
}: PriceProps) {
  const onSale = hasLowerPrice(price, compareAtPrice);
  return (
    <span className={styles.price} data-slot="price" data-state={onSale ? 'sale' : 'regular'}>
      {onSale ? (
        <s className={styles.compareAt} data-slot="price-compare-at">
          <span className={visuallyHidden}>{labels.compareAt} </span>
          {formatMoney(compareAtTotal(compareAtPrice, quantity), locale)}
        </s>
      ) : null}
      <span className={styles.current} data-slot="price-amount">
        {onSale ? <span className={visuallyHidden}>{labels.price} </span> : null}
        {formatMoney(multiplyMoney(price, quantity), locale)}
      </span>
    </span>
  );
}
