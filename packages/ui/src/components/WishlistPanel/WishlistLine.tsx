import { Link } from '../../link/Link.js';
import { AspectImage } from '../AspectImage/AspectImage.js';
import type { ImageUrlBuilder } from '../AspectImage/srcset.js';
import { IconButton } from '../IconButton/IconButton.js';
import type { Money } from '../Price/money.js';
import { Price } from '../Price/Price.js';
import { renderSubtitle, splitProductTitle } from '../ProductCard/productTitle.js';
import * as styles from './WishlistPanel.css.js';

/** A saved product as a wishlist line shows it (behaviour §3 Wishlist product). */
export interface WishlistItem {
  id: string;
  /** "Title - Subtitle" (behaviour §2); the parenthesised part of the subtitle shows in italics. */
  title: string;
  /** Product page URL in the shopper's locale. */
  to: string;
  image?: { src: string; alt: string; width?: number | null } | null;
  /** The first variant's price; without one the line shows no price. */
  price?: Money | null;
  compareAtPrice?: Money | null;
  availableForSale: boolean;
}

/** The words of a wishlist line. */
export interface WishlistLineLabels {
  /** Name of the filled heart that takes the product out of the list. */
  remove: string;
  available: string;
  soldOut: string;
  price: string;
  compareAt: string;
}

export interface WishlistLineProps {
  item: WishlistItem;
  onRemove: (id: string) => void;
  labels: WishlistLineLabels;
  locale?: string;
  buildUrl?: ImageUrlBuilder;
}

/**
 * One saved product (behaviour §2, §4): image and title linked to the product page, the price with the
 * crossed-out compare-at price when lower (behaviour §5), availability, and a filled heart that takes
 * it out of the list.
 */
export function WishlistLine({ item, onRemove, labels, locale, buildUrl }: WishlistLineProps) {
  const { title, subtitle } = splitProductTitle(item.title);
  return (
    <li className={styles.line} data-slot="wishlist-line" data-product-id={item.id}>
      {/* The title link carries the name; the image repeats it, so it stays out of the tab order. */}
      <Link to={item.to} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <AspectImage
            src={item.image.src}
            alt=""
            ratio="product"
            sizes="6rem"
            intrinsicWidth={item.image.width ?? undefined}
            buildUrl={buildUrl}
          />
        ) : (
          <span className={styles.imagePlaceholder} />
        )}
      </Link>
      <div className={styles.details}>
        <Link to={item.to} className={styles.title} data-slot="wishlist-line-title">
          {title}
          {subtitle !== null ? (
            <span className={styles.subtitle}> - {renderSubtitle(subtitle)}</span>
          ) : null}
        </Link>
        {item.price ? (
          <Price
            price={item.price}
            compareAtPrice={item.compareAtPrice}
            locale={locale}
            labels={{ price: labels.price, compareAt: labels.compareAt }}
          />
        ) : null}
        <p
          className={styles.availability}
          data-slot="wishlist-line-availability"
          data-available={item.availableForSale}
        >
          {item.availableForSale ? labels.available : labels.soldOut}
        </p>
      </div>
      <IconButton
        icon="heart"
        filled
        pressed
        label={labels.remove}
        onClick={() => onRemove(item.id)}
        data-slot="wishlist-line-heart"
      />
    </li>
  );
}
