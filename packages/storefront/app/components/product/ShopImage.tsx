import { shopImageSources } from '../../lib/commerce/shopImageSources';
import type { ShopImage as ShopImageData } from '../../lib/commerce/types';

/**
 * A commerce image with the spec's srcset (§9: 15 widths from 200 px in 200 px steps, a 100 px
 * placeholder). It used hydrogen-react's `Image`, whose general options cost 1.3 KB of gzip on
 * every product page for one set of choices. `eager` marks a page's first image.
 */
export function ShopImage({
  image,
  sizes,
  eager = false,
  alt,
}: {
  image: ShopImageData;
  sizes: string;
  eager?: boolean;
  /** The text for the image; `''` for a decorative one. Defaults to the image's own alt text. */
  alt?: string;
}) {
  const sources = shopImageSources(image);
  return (
    <img
      alt={alt ?? image.altText ?? ''}
      decoding="async"
      height={sources.height}
      loading={eager ? 'eager' : 'lazy'}
      // Only the first image of a page is eager: it is the largest paint, so it goes first too.
      fetchPriority={eager ? 'high' : undefined}
      sizes={sizes}
      src={sources.src}
      srcSet={sources.srcSet}
      width={sources.width}
      style={{ width: '100%', aspectRatio: sources.aspectRatio }}
    />
  );
}
