import type { ResolverMap } from '../schema.js';
import type { RequestContext } from '../context.js';
import type { ImageSource, MediaSource } from '../sources.js';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH } from '../../media/artwork.js';

/** Size of the committed video clips (media/*.mp4 and *.webm, scripts/render-demo-clips.mts). */
export const VIDEO_WIDTH = 480;
export const VIDEO_HEIGHT = 600;

/** An Image for a generated artwork; its URLs point at this emulator. */
export function imageSource(ctx: RequestContext, key: string, alt: string | null): ImageSource {
  const size = ctx.catalogue.imageDimensions(key);
  return {
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${key}`,
    key,
    alt,
    width: size?.width ?? ARTWORK_WIDTH,
    height: size?.height ?? ARTWORK_HEIGHT,
  };
}

export const imageUrl = (ctx: RequestContext, key: string) =>
  `${ctx.origin}/cdn/shop/files/${key}.jpg`;

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

/** Turns an ImageTransformInput into the CDN query string the media route understands. */
function transformedUrl(base: string, transform: ImageTransform | null | undefined): string {
  if (!transform) return base;
  const scale = transform.scale ?? 1;
  const params = new URLSearchParams();
  if (transform.maxWidth) params.set('width', String(transform.maxWidth * scale));
  if (transform.maxHeight) params.set('height', String(transform.maxHeight * scale));
  if (transform.crop) params.set('crop', transform.crop.toLowerCase());
  if (transform.preferredContentType)
    params.set('format', transform.preferredContentType.toLowerCase().replace('jpg', 'jpeg'));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export const mediaResolvers: ResolverMap = {
  Image: {
    id: (s: ImageSource) => s.id,
    altText: (s: ImageSource) => s.alt,
    width: (s: ImageSource) => s.width,
    height: (s: ImageSource) => s.height,
    url: (s: ImageSource, args: { transform?: ImageTransform | null }, ctx) =>
      transformedUrl(imageUrl(ctx, s.key), args.transform),
    src: (s: ImageSource, _args: unknown, ctx) => imageUrl(ctx, s.key),
    originalSrc: (s: ImageSource, _args: unknown, ctx) => imageUrl(ctx, s.key),
    transformedSrc: (s: ImageSource, args: ImageTransform, ctx) =>
      transformedUrl(imageUrl(ctx, s.key), args),
    thumbhash: () => null,
  },
  MediaImage: {
    id: (s: MediaSource) => s.media.id,
    alt: (s: MediaSource, _a: unknown, ctx) => s.media.alt[ctx.lang],
    mediaContentType: () => 'IMAGE',
    image: (s: MediaSource, _a: unknown, ctx) =>
      imageSource(ctx, s.media.imageKey, s.media.alt[ctx.lang]),
    previewImage: (s: MediaSource, _a: unknown, ctx) =>
      imageSource(ctx, s.media.imageKey, s.media.alt[ctx.lang]),
    presentation: () => null,
  },
  Video: {
    id: (s: MediaSource) => s.media.id,
    alt: (s: MediaSource, _a: unknown, ctx) => s.media.alt[ctx.lang],
    mediaContentType: () => 'VIDEO',
    previewImage: (s: MediaSource, _a: unknown, ctx) =>
      imageSource(ctx, s.media.imageKey, s.media.alt[ctx.lang]),
    // H.264 first: a storefront that plays only the first source (behaviour §2) plays it everywhere.
    sources: (s: MediaSource, _a: unknown, ctx) =>
      (['mp4', 'webm'] as const).map((format) => ({
        url: `${ctx.origin}/cdn/shop/videos/${(s.media.videoFile ?? '').replace(/\.mp4$/, `.${format}`)}`,
        mimeType: `video/${format}`,
        format,
        width: VIDEO_WIDTH,
        height: VIDEO_HEIGHT,
      })),
    presentation: () => null,
  },
};
