import { canDecrease } from '@treize/machines';
import { Link } from '../../link/Link.js';
import { visuallyHidden } from '../../styles/visuallyHidden.css.js';
import { AspectImage } from '../AspectImage/AspectImage.js';
import type { ImageUrlBuilder } from '../AspectImage/srcset.js';
import { IconButton } from '../IconButton/IconButton.js';
import type { Money } from '../Price/money.js';
import { Price } from '../Price/Price.js';
import * as styles from './CartLine.css.js';

/** The cart line machine's states that change how a line looks (spec §4 Cart drawer). */
export const cartLineStates = ['idle', 'updating', 'removing'] as const;
export type CartLineState = (typeof cartLineStates)[number];

export interface CartLineProps {
  title: string;
  /** Product page URL, rendered through the injected link component. */
  to: string;
  image?: { src: string; alt: string };
  buildUrl?: ImageUrlBuilder;
  /** Selected options; a lone "Title: Default Title" is hidden (spec §5). */
  options?: readonly { name: string; value: string }[];
  quantity: number;
  price: Money;
  compareAtPrice?: Money | null;
  /** `updating` shows `pendingQuantity` and an ellipsis for the price; `removing` fades the line. */
  state?: CartLineState;
  pendingQuantity?: number | null;
  onIncrease?: () => void;
  onDecrease?: () => void;
  onRemove?: () => void;
  locale?: string;
  labels?: {
    increase: string;
    decrease: string;
    remove: string;
    quantity: string;
    pending: string;
  };
}

const englishLabels = {
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  remove: 'Remove',
  quantity: 'Quantity',
  pending: 'Updating',
};

/** True unless the options are Shopify's placeholder for a product without variants (spec §5). */
function isVisibleOption(options: readonly { name: string; value: string }[]): boolean {
  const only = options[0];
  return !(options.length === 1 && only?.name === 'Title' && only.value === 'Default Title');
}

/**
 * One line of the cart drawer, driven by the cart line machine's state: the pending quantity with
 * an ellipsis while updating, faded while removing, decrease disabled at quantity ≤ 1 (spec §4, §5).
 */
export function CartLine({
  title,
  to,
  image,
  buildUrl,
  options = [],
  quantity,
  price,
  compareAtPrice,
  state = 'idle',
  pendingQuantity = null,
  onIncrease,
  onDecrease,
  onRemove,
  locale,
  labels = englishLabels,
}: CartLineProps) {
  const updating = state === 'updating';
  const shownQuantity = updating && pendingQuantity !== null ? pendingQuantity : quantity;
  const busy = state !== 'idle';
  return (
    <li
      className={styles.line}
      data-slot="cart-line"
      data-state={state}
      aria-busy={busy || undefined}
    >
      {image ? (
        <Link to={to} data-slot="cart-line-image" tabIndex={-1}>
          <AspectImage
            src={image.src}
            alt={image.alt}
            ratio="product"
            sizes="6rem"
            buildUrl={buildUrl}
          />
        </Link>
      ) : (
        <span />
      )}
      <div className={styles.details}>
        <Link to={to} className={styles.title} data-slot="cart-line-title">
          {title}
        </Link>
        {options.length > 0 && isVisibleOption(options) ? (
          <ul className={styles.options} data-slot="cart-line-options">
            {options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.quantity} data-slot="cart-line-quantity">
          <IconButton
            icon="minus"
            label={labels.decrease}
            disabled={busy || !canDecrease(quantity)}
            onClick={onDecrease}
          />
          <span className={styles.quantityValue} data-slot="cart-line-quantity-value">
            <span className={visuallyHidden}>{labels.quantity} </span>
            {shownQuantity}
          </span>
          <IconButton icon="plus" label={labels.increase} disabled={busy} onClick={onIncrease} />
        </div>
      </div>
      <div className={styles.aside}>
        {updating ? (
          <span data-slot="cart-line-pending">
            <span aria-hidden="true">…</span>
            <span className={visuallyHidden}>{labels.pending}</span>
          </span>
        ) : (
          <Price
            price={price}
            compareAtPrice={compareAtPrice}
            quantity={quantity}
            locale={locale}
          />
        )}
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          disabled={busy}
          data-slot="cart-line-remove"
        >
          {labels.remove}
        </button>
      </div>
    </li>
  );
}
