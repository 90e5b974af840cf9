import { defaultAspectRatio, type AspectRatio } from '../../tokens/aspectRatios.js';
import * as styles from './AspectImage.css.js';
import {
  buildSrcSet,
  isInlineImage,
  responsiveWidths,
  widthParamUrl,
  widthsUpTo,
  type ImageUrlBuilder,
} from './srcset.js';

export interface AspectImageProps {
  src: string;
  alt: string;
  /** One of the five content ratios; vertical (150 %) by default (behaviour §9). */
  ratio?: AspectRatio;
  /** The `sizes` attribute; the full viewport width by default. */
  sizes?: string;
  /** Candidate widths, ascending; the behaviour §9 set by default. */
  widths?: readonly number[];
  /**
   * The source image's own width in pixels, when known (the Storefront API's `Image.width`): the
   * srcset stops there instead of listing larger copies of the same file.
   */
  intrinsicWidth?: number | null;
  /** How to ask the image host for a given width. */
  buildUrl?: ImageUrlBuilder;
  loading?: 'eager' | 'lazy';
  className?: string;
}

/** An image in a box of fixed ratio, with a responsive `srcset`. */
export function AspectImage({
  src,
  alt,
  ratio = defaultAspectRatio,
  sizes = '100vw',
  widths: candidateWidths = responsiveWidths,
  intrinsicWidth,
  buildUrl = widthParamUrl,
  loading = 'lazy',
  className,
}: AspectImageProps) {
  const widths = widthsUpTo(intrinsicWidth, candidateWidths);
  // An inline image is shown as given: it has one size, and no URL builder can ask for another.
  const inline = isInlineImage(src);
  return (
    <span
      className={[styles.frame, styles.ratio[ratio], className ?? ''].filter(Boolean).join(' ')}
      data-slot="aspect-image"
      data-ratio={ratio}
    >
      <img
        className={styles.image}
        src={inline ? src : buildUrl(src, widths[Math.min(3, widths.length - 1)] ?? 800)}
        srcSet={inline ? undefined : buildSrcSet(src, widths, buildUrl)}
        sizes={sizes}
        alt={alt}
        loading={loading}
        decoding="async"
        data-slot="aspect-image-img"
      />
    </span>
  );
}
