import type { MouseEvent } from 'react';
import { Link } from '../../link/Link.js';
import { mediaQueries } from '../../tokens/breakpoints.js';
import { AspectImage } from '../AspectImage/AspectImage.js';
import type { ImageUrlBuilder } from '../AspectImage/srcset.js';
import { Carousel } from '../Carousel/Carousel.js';
import { IconButton } from '../IconButton/IconButton.js';
import type { Money } from '../Price/money.js';
import { Price } from '../Price/Price.js';
import { Video } from '../Video/Video.js';
import * as styles from './ProductCard.css.js';
import { renderSubtitle, splitProductTitle } from './productTitle.js';

/** A product media item, shaped like the Storefront API's `Media` union. */
export type ProductMedia =
  | {
      mediaContentType: 'VIDEO';
      alt?: string | null;
      sources: readonly { url: string; mimeType: string }[];
      previewImage?: { url: string } | null;
    }
  | {
      mediaContentType: 'IMAGE' | 'EXTERNAL_VIDEO' | 'MODEL_3D';
      alt?: string | null;
      /** `width` is the source's own width in pixels; the srcset stops there (behaviour §9). */
      image: { url: string; altText?: string | null; width?: number | null };
    };

/** How many gallery images load eagerly (behaviour §2 "The first 2 gallery images load eagerly"). */
export const EAGER_IMAGE_COUNT = 2;

export interface ProductCardProps {
  /** "Title - Subtitle" (behaviour §2). */
  title: string;
  /** Product page URL, e.g. /en-us/products/bague-etoile. */
  to: string;
  media: readonly ProductMedia[];
  price: Money;
  compareAtPrice?: Money | null;
  locale?: string;
  buildUrl?: ImageUrlBuilder;
  /** Fills the heart (behaviour §4 Wishlist). */
  wishlisted?: boolean;
  onToggleWishlist?: () => void;
  /** Opens the product after a tap on the gallery under 1024 px; defaults to a page load. */
  onNavigate?: (to: string) => void;
  /**
   * The title's heading level: 3 under a titled grid or section (the default), 2 where the cards
   * follow the page's `h1` directly (a collection), so headings never skip a level.
   */
  headingLevel?: 2 | 3;
  labels?: {
    wishlist: string;
    previous: string;
    next: string;
    mute: string;
    unmute: string;
    /** The price's screen-reader words, in the page's language. */
    price?: string;
    compareAt?: string;
  };
}

const englishLabels = {
  wishlist: 'Add to wishlist',
  previous: 'Previous image',
  next: 'Next image',
  mute: 'Mute',
  unmute: 'Unmute',
  price: 'Price',
  compareAt: 'Original price',
};

/**
 * A product in a grid: a looping gallery (images and videos), the "Title - Subtitle" title with
 * its parenthesised part in italics, the price and the wishlist heart (behaviour §2 Product card).
 */
export function ProductCard({
  title,
  to,
  media,
  price,
  compareAtPrice,
  locale,
  buildUrl,
  wishlisted = false,
  onToggleWishlist,
  onNavigate,
  headingLevel = 3,
  labels = englishLabels,
}: ProductCardProps) {
  const { title: mainTitle, subtitle } = splitProductTitle(title);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const openOnMobileTap = (event: MouseEvent<HTMLDivElement>) => {
    if (!window.matchMedia(mediaQueries.mobile).matches) return;
    // The carousel buttons keep their own job; any other tap opens the product.
    if (event.target instanceof Element && event.target.closest('button')) return;
    if (onNavigate) onNavigate(to);
    else window.location.assign(to);
  };

  return (
    <article
      className={styles.card}
      data-slot="product-card"
      data-state={wishlisted ? 'wishlisted' : 'default'}
    >
      {onToggleWishlist ? (
        <IconButton
          className={styles.heart}
          icon="heart"
          filled={wishlisted}
          pressed={wishlisted}
          label={labels.wishlist}
          onClick={onToggleWishlist}
          data-slot="product-card-heart"
        />
      ) : null}
      <div className={styles.gallery} onClick={openOnMobileTap} data-slot="product-card-gallery">
        {/* The full title names the gallery: products share main titles ("Perles"), and two
            regions with one name are ambiguous landmarks. */}
        <Carousel label={title} previousLabel={labels.previous} nextLabel={labels.next}>
          {media.map((item, index) =>
            item.mediaContentType === 'VIDEO' ? (
              <VideoMedia key={index} item={item} title={mainTitle} labels={labels} />
            ) : (
              <AspectImage
                key={index}
                src={item.image.url}
                alt={item.image.altText ?? item.alt ?? mainTitle}
                ratio="product"
                sizes="(min-width: 1024px) 25vw, 50vw"
                loading={index < EAGER_IMAGE_COUNT ? 'eager' : 'lazy'}
                intrinsicWidth={item.image.width}
                buildUrl={buildUrl}
              />
            ),
          )}
        </Carousel>
      </div>
      <div className={styles.info}>
        <Link to={to} className={styles.titleLink} data-slot="product-card-link">
          {/* One line, "Title - Subtitle" (behaviour §2), the subtitle quieter than the title. */}
          <Heading className={styles.title} data-slot="product-card-title">
            {mainTitle}
            {subtitle ? (
              <>
                {' - '}
                <span className={styles.subtitle} data-slot="product-card-subtitle">
                  {renderSubtitle(subtitle)}
                </span>
              </>
            ) : null}
          </Heading>
        </Link>
        <Price
          price={price}
          compareAtPrice={compareAtPrice}
          locale={locale}
          labels={{
            price: labels.price ?? englishLabels.price,
            compareAt: labels.compareAt ?? englishLabels.compareAt,
          }}
        />
      </div>
    </article>
  );
}

/** A VIDEO media item plays from its first source (behaviour §2). */
function VideoMedia({
  item,
  title,
  labels,
}: {
  item: Extract<ProductMedia, { mediaContentType: 'VIDEO' }>;
  title: string;
  labels: { mute: string; unmute: string };
}) {
  const source = item.sources[0];
  if (!source) return null;
  return (
    <span className={styles.videoFrame} data-slot="product-card-video">
      <Video
        className={styles.videoFill}
        src={source.url}
        type={source.mimeType}
        poster={item.previewImage?.url}
        label={item.alt ?? title}
        muteLabel={labels.mute}
        unmuteLabel={labels.unmute}
      />
    </span>
  );
}
