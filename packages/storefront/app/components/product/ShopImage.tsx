import { Image } from '@shopify/hydrogen-react';
import type { ShopImage as ShopImageData } from '../../lib/commerce/types';

/**
 * A commerce image with hydrogen-react's `Image` srcset: 15 widths from 200 px in 200 px steps
 * (spec §9, the library default made explicit). `eager` marks a page's first image (issue 16).
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
  alt?: string;
}) {
  return (
    <Image
      data={{
        url: image.url,
        // hydrogen-react falls back to the data's alt text for an empty `alt`: a decorative
        // image (alt="") must not get it back.
        altText: alt === '' ? null : (image.altText ?? null),
        width: image.width ?? null,
        height: image.height ?? null,
      }}
      alt={alt ?? image.altText ?? ''}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      // Only the first image of a page is eager: it is the largest paint, so it goes first too.
      fetchPriority={eager ? 'high' : undefined}
      srcSetOptions={{
        intervals: 15,
        startingWidth: 200,
        incrementSize: 200,
        placeholderWidth: 100,
      }}
    />
  );
}
