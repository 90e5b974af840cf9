import { placeholderImage } from '../AspectImage/placeholder.js';
import type { ProductMedia } from './ProductCard.js';

/** Demo media for stories and tests: local SVG images, no network. */
export function demoMedia(count: number, hue = 35): ProductMedia[] {
  return Array.from({ length: count }, (_, index) => ({
    mediaContentType: 'IMAGE' as const,
    image: {
      url: placeholderImage(`Vue ${index + 1}`, hue + index * 20),
      altText: `Vue ${index + 1}`,
    },
  }));
}

/** A VIDEO media item; its source is never fetched in stories (the poster shows instead). */
export const demoVideo: ProductMedia = {
  mediaContentType: 'VIDEO',
  alt: 'Bague portée',
  sources: [
    { url: '/media/bague-portee.mp4', mimeType: 'video/mp4' },
    { url: '/media/bague-portee.webm', mimeType: 'video/webm' },
  ],
  previewImage: { url: placeholderImage('Vidéo', 200) },
};
