import { preload } from 'react-dom';
import { LazyVideo } from './LazyVideo';
import type { Media } from '../../lib/commerce/types';
import { ShopImage } from './ShopImage';
import { mediaFrame } from './MediaItem.css';

/**
 * Behaviour §2: a VIDEO media plays from its first source; any other media is an image. Both sit in
 * the same frame (full width, product aspect ratio, cropped to cover), so a 480 px video
 * lines up with the 2,000 px photographs beside it. The video is the design system's, driven by
 * the video machine (behaviour §4): it plays while 10 % of it is in view, pauses and re-mutes out of
 * view, and offers the mute toggle.
 */
export function MediaItem({
  media,
  sizes,
  eager,
  alt,
  muteLabels,
}: {
  media: Media;
  sizes: string;
  eager: boolean;
  alt: string;
  /** The video's mute toggle, in the page's language. */
  muteLabels: { mute: string; unmute: string };
}) {
  const source = media.mediaContentType === 'VIDEO' ? media.sources?.[0] : undefined;
  if (source) {
    // A page that opens on a video paints its poster first (Lighthouse's largest paint): announce
    // it in the head so it does not wait for the video element to be parsed.
    if (eager && media.previewImage?.url)
      preload(media.previewImage.url, { as: 'image', fetchPriority: 'high' });
    return (
      <div className={mediaFrame} data-slot="media-frame" data-media="video">
        <LazyVideo
          src={source.url}
          type={source.mimeType}
          poster={media.previewImage?.url}
          label={media.alt || alt}
          muteLabel={muteLabels.mute}
          unmuteLabel={muteLabels.unmute}
        />
      </div>
    );
  }
  const image = media.image ?? media.previewImage;
  if (!image) return null;
  return (
    <div className={mediaFrame} data-slot="media-frame" data-media="image">
      <ShopImage
        image={image}
        sizes={sizes}
        eager={eager}
        alt={media.alt || image.altText || alt}
      />
    </div>
  );
}
