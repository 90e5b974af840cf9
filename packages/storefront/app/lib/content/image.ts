import type { SanityImage } from './types';
import { sanityImageUrl } from './sanityImageUrl';
import { rememberUpTo } from '../cache/rememberUpTo';

/** Where content images are served from; sent to the browser in the root loader data. */
export interface ContentImageConfig {
  projectId: string;
  dataset: string;
  /** Image host: the emulator's origin locally, `https://cdn.sanity.io` for a real project. */
  baseUrl: string;
}

/** Behaviour §9: content image widths and default quality. */
export const CONTENT_IMAGE_WIDTHS = [640, 768, 1024, 1280, 1728] as const;
export const CONTENT_IMAGE_QUALITY = 75;

/** An `<img>`'s source attributes for one content image. */
export interface ContentImageSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const ASSET_REF = /^image-[a-f0-9]+-(\d+)x(\d+)-[a-z]+$/i;

/** The intrinsic size encoded in an asset reference (`image-<sha1>-<W>x<H>-<ext>`). */
export function assetDimensions(ref: string): { width: number; height: number } | undefined {
  const match = ASSET_REF.exec(ref);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * URLs for a content image: every width of behaviour §9 at quality 75 with automatic format, `src`
 * being the 1024 px one. `undefined` when the image has no valid asset reference.
 */
export function contentImageSources(
  config: ContentImageConfig,
  image: Pick<SanityImage, 'asset' | 'crop' | 'hotspot'>,
): ContentImageSources | undefined {
  const ref = image.asset?._ref;
  const size = ref ? assetDimensions(ref) : undefined;
  if (!size) return undefined;
  // The same images appear on every render of a page: build their six URLs once.
  const key = `${config.baseUrl} ${config.projectId} ${config.dataset} ${ref} ${JSON.stringify(image.crop ?? null)} ${JSON.stringify(image.hotspot ?? null)}`;
  return sourcesByImage.get(key, () => buildSources(config, image, size));
}

/** Built image URLs, oldest dropped first past the limit. */
const MAX_REMEMBERED_IMAGES = 1_000;
const sourcesByImage = rememberUpTo<ContentImageSources>(MAX_REMEMBERED_IMAGES);

function buildSources(
  config: ContentImageConfig,
  image: Pick<SanityImage, 'asset' | 'crop'>,
  size: { width: number; height: number },
): ContentImageSources {
  const at = (width: number) =>
    sanityImageUrl(config, image, { width, quality: CONTENT_IMAGE_QUALITY, auto: 'format' })!;
  return {
    src: at(1024),
    srcSet: CONTENT_IMAGE_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    width: size.width,
    height: size.height,
  };
}

/** Link previews (Open Graph, Twitter cards) are drawn at most 1200 px wide. */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * The link-preview picture of a content image: one JPEG (understood by every network's preview
 * fetcher, unlike an `auto=format` answer) no wider than 1200 px, with the size it is served at.
 */
export function contentShareImage(
  config: ContentImageConfig,
  image: Pick<SanityImage, 'asset' | 'crop' | 'hotspot' | 'altText'> | null | undefined,
): { url: string; width: number; height: number; alt?: string } | undefined {
  const ref = image?.asset?._ref;
  const size = ref ? assetDimensions(ref) : undefined;
  if (!image || !size) return undefined;
  const width = Math.min(SHARE_IMAGE_WIDTH, size.width);
  const height = Math.round((size.height * width) / size.width);
  const url = sanityImageUrl(config, image, {
    width,
    format: 'jpg',
    quality: CONTENT_IMAGE_QUALITY,
  })!;
  return { url, width, height, ...(image.altText ? { alt: image.altText } : {}) };
}
