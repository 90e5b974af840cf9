import { rememberUpTo } from '../cache/rememberUpTo';
import type { ShopImage } from './types';

/** Behaviour §9, library responsive images: 15 widths, from 200 px in steps of 200 px. */
export const SRCSET_WIDTH_COUNT = 15;
export const SRCSET_FIRST_WIDTH = 200;
export const SRCSET_WIDTH_STEP = 200;
/** Behaviour §9: the plain `src`, for a browser that ignores `srcset`, is 100 px wide. */
export const PLACEHOLDER_WIDTH = 100;

/** What an `<img>` needs to show a commerce image at any width the page lays it out. */
export interface ShopImageSources {
  src: string;
  srcSet: string;
  width: number;
  height?: number;
  /** CSS `aspect-ratio`, so the frame keeps its shape before the picture arrives. */
  aspectRatio?: string;
}

/**
 * The Shopify CDN's resized copy of `url`: `width`, `height` and `crop=center` as query
 * parameters, added to those the address already has.
 */
export function resizedImageUrl(url: string, width: number, height?: number): string {
  const resized = new URL(url, 'https://cdn.invalid');
  resized.searchParams.append('width', String(Math.round(width)));
  if (height) resized.searchParams.append('height', String(Math.round(height)));
  resized.searchParams.append('crop', 'center');
  return resized.origin === 'https://cdn.invalid'
    ? resized.href.slice('https://cdn.invalid'.length)
    : resized.href;
}

/**
 * The sources of a commerce image, as hydrogen-react's `Image` built them for the spec's options:
 * each width of the series up to the picture's own (a larger copy would only be blown up), each
 * cropped to the picture's shape; the placeholder as `src`. Without both dimensions the shape is
 * unknown, so nothing is cropped.
 */
export function shopImageSources(
  image: Pick<ShopImage, 'url' | 'width' | 'height'>,
): Readonly<ShopImageSources> {
  return rememberedSources.get(`${image.url} ${image.width ?? ''} ${image.height ?? ''}`, () =>
    Object.freeze(imageSources(image)),
  );
}

/**
 * The same pictures come back on every page of a shop (the hero, the cards, the products), and each
 * one's sources cost six URL parses: they are built once per picture, up to this many.
 */
export const REMEMBERED_SOURCES = 500;
const rememberedSources = rememberUpTo<Readonly<ShopImageSources>>(REMEMBERED_SOURCES);

function imageSources(image: Pick<ShopImage, 'url' | 'width' | 'height'>): ShopImageSources {
  const { url } = image;
  const known = image.width && image.height ? { width: image.width, height: image.height } : null;
  const heightFor = (width: number) => (known ? (width * known.height) / known.width : undefined);
  const widths = Array.from(
    { length: SRCSET_WIDTH_COUNT },
    (_, index) => SRCSET_FIRST_WIDTH + index * SRCSET_WIDTH_STEP,
  ).filter((width) => !known || width <= known.width);
  const placeholderHeight = heightFor(PLACEHOLDER_WIDTH);
  const sources: ShopImageSources = {
    src: resizedImageUrl(url, PLACEHOLDER_WIDTH, placeholderHeight),
    srcSet:
      widths.length === 0
        ? url
        : widths
            .map((width) => `${resizedImageUrl(url, width, heightFor(width))} ${width}w`)
            .join(', '),
    width: PLACEHOLDER_WIDTH,
  };
  if (known) {
    sources.height = Math.round(placeholderHeight!);
    sources.aspectRatio = `${known.width}/${known.height}`;
  }
  return sources;
}
