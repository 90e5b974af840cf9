import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import type { ProductCardData } from '../../lib/commerce/types';
import { productPath } from '../../lib/i18n';
import { MediaItem } from './MediaItem';
import { PriceTag } from './PriceTag';
import { ProductTitle } from './ProductTitle';

/** Spec §2: the first 2 gallery images load eagerly. */
const EAGER_IMAGES = 2;

/**
 * Product card (spec §2): a looping gallery with previous/next buttons and a progress bar, the
 * title "Title - Subtitle", the first variant's price. The gallery links to the product page.
 */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const locale = useLocale();
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLAnchorElement>(null);
  const media = product.media.nodes;
  const variant = product.variants.nodes[0];
  const href = productPath(product.handle, locale);
  const count = Math.max(media.length, 1);

  const go = (step: number) => {
    const next = (index + step + count) % count;
    setIndex(next);
    track.current?.children[next]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };

  return (
    <article className="product-card" data-slot="product-card">
      <div className="product-card__gallery">
        <Link to={href} className="product-card__track" ref={track} aria-label={t('product.productCard', { title: product.title })} prefetch="intent">
          {media.map((item, i) => (
            <div className="product-card__slide" key={item.id}>
              <MediaItem media={item} sizes="(min-width: 1024px) 25vw, 50vw" eager={eager && i < EAGER_IMAGES} alt={product.title} />
            </div>
          ))}
        </Link>
        {count > 1 ? (
          <div className="product-card__controls">
            <button type="button" onClick={() => go(-1)} aria-label={t('product.previous')}>
              ‹
            </button>
            <div className="product-card__progress" role="presentation">
              <span style={{ width: `${((index + 1) / count) * 100}%` }} />
            </div>
            <button type="button" onClick={() => go(1)} aria-label={t('product.next')}>
              ›
            </button>
          </div>
        ) : null}
      </div>
      <Link to={href} className="product-card__info" prefetch="intent">
        <ProductTitle title={product.title} as="h3" />
        {variant ? <PriceTag price={variant.price} compareAtPrice={variant.compareAtPrice} /> : null}
        {!product.availableForSale ? <span className="badge">{t('product.soldOut')}</span> : null}
      </Link>
    </article>
  );
}

/** Cards in a responsive grid (4 or 5 columns on large screens, spec §9). */
export function ProductGrid({ products, columns = 4 }: { products: ProductCardData[]; columns?: 4 | 5 }) {
  return (
    <ul className="product-grid" data-columns={columns}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
