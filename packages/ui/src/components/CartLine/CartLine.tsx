import { canDecrease } from '@treize/machines';
import { Link } from '../../link/Link.js';
import { visuallyHidden } from '../../styles/visuallyHidden.css.js';
import { AspectImage } from '../AspectImage/AspectImage.js';
import type { ImageUrlBuilder } from '../AspectImage/srcset.js';
import { IconButton } from '../IconButton/IconButton.js';
import type { Money } from '../Price/money.js';
import { Price } from '../Price/Price.js';
import { labelled } from '../../typography/frenchTypography.js';
import * as styles from './CartLine.css.js';

/** The cart line machine's states that change how a line looks (behaviour §4 Cart drawer). */
export const cartLineStates = ['idle', 'updating', 'removing'] as const;
export type CartLineState = (typeof cartLineStates)[number];

export interface CartLineProps {
  title: string;
  /** Product page URL, rendered through the injected link component. */
  to: string;
  image?: { src: string; alt: string };
  buildUrl?: ImageUrlBuilder;
  /** Selected options; a lone "Title: Default Title" is hidden (behaviour §5). */
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
  /** BCP 47 locale used to format the prices. */
  locale?: string;
  /** Every word the line shows or says; missing keys fall back to `cartLineDefaultLabels`. */
  labels?: Partial<CartLineLabels>;
}

/** The words of a cart line, visible or for screen readers, so a shop can translate them. */
export interface CartLineLabels {
  /** Name of the + button. */
  increase: string;
  /** Name of the − button. */
  decrease: string;
  /** Text of the remove button. */
  remove: string;
  /** Read before the quantity. */
  quantity: string;
  /** Read instead of the price while a quantity update is pending (behaviour §4). */
  pending: string;
  /** Read before the price when it is on sale. */
  price: string;
  /** Read before the crossed-out compare-at price. */
  compareAt: string;
}

/** The English labels a cart line uses unless given others. */
export const cartLineDefaultLabels: CartLineLabels = {
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  remove: 'Remove',
  quantity: 'Quantity',
  pending: 'Updating',
  price: 'Price',
  compareAt: 'Original price',
};

/** The given labels over the defaults; a key given as `undefined` keeps its default. */
function resolveLabels(overrides: Partial<CartLineLabels> = {}): CartLineLabels {
  const labels = { ...cartLineDefaultLabels };
  for (const key of Object.keys(labels) as (keyof CartLineLabels)[])
    labels[key] = overrides[key] ?? labels[key];
  return labels;
}

/** True unless the options are Shopify's placeholder for a product without variants (behaviour §5). */
function isVisibleOption(options: readonly { name: string; value: string }[]): boolean {
  const only = options[0];
  return !(options.length === 1 && only?.name === 'Title' && only.value === 'Default Title');
}

/**
 * One line of the cart drawer, driven by the cart line machine's state: the pending quantity with
 * an ellipsis while updating, faded while removing, decrease disabled at quantity ≤ 1 (behaviour §4, §5).
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
  labels: labelOverrides,
}: CartLineProps) {
  const labels = resolveLabels(labelOverrides);
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
              <li key={option.name}>{labelled(option.name, option.value, locale)}</li>
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
            labels={{ price: labels.price, compareAt: labels.compareAt }}
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
