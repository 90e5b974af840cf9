import type { Media } from '../../lib/commerce/types';
import { ShopImage } from './ShopImage';

/** Spec §2: a VIDEO media plays from its first source; any other media is an image. */
export function MediaItem({ media, sizes, eager, alt }: { media: Media; sizes: string; eager: boolean; alt: string }) {
  const source = media.mediaContentType === 'VIDEO' ? media.sources?.[0] : undefined;
  if (source) {
    return (
      <video
        className="media-video"
        src={source.url}
        poster={media.previewImage?.url}
        muted
        loop
        playsInline
        autoPlay
        preload={eager ? 'auto' : 'none'}
        aria-label={alt}
      />
    );
  }
  const image = media.image ?? media.previewImage;
  if (!image) return null;
  return <ShopImage image={image} sizes={sizes} eager={eager} alt={media.alt || image.altText || alt} />;
}
