import type { AspectRatio } from '../../tokens/aspectRatios.js';
import { AspectImage } from '../AspectImage/AspectImage.js';
import type { ImageUrlBuilder } from '../AspectImage/srcset.js';
import * as styles from './Gallery.css.js';

export interface GalleryImage {
  src: string;
  alt: string;
  /** The source's own width in pixels, when known; the srcset stops there (behaviour §9). */
  width?: number | null;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  ratio?: AspectRatio;
  buildUrl?: ImageUrlBuilder;
}

/** The editorial gallery module: 4 images per row on large screens (behaviour §2, §9). */
export function Gallery({ images, ratio = 'vertical', buildUrl }: GalleryProps) {
  return (
    <ul className={styles.gallery} data-slot="gallery" data-columns={4}>
      {images.map((image, index) => (
        <li key={`${image.src}-${index}`} className={styles.item} data-slot="gallery-item">
          <AspectImage
            src={image.src}
            alt={image.alt}
            ratio={ratio}
            sizes="(min-width: 1024px) 25vw, 50vw"
            intrinsicWidth={image.width}
            buildUrl={buildUrl}
          />
        </li>
      ))}
    </ul>
  );
}
