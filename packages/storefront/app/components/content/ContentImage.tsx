import type { SanityImage } from '../../lib/content/types';
import type { AspectRatio } from '@treize/content-model';
import { useContext } from 'react';
import { useRootData } from '../../hooks/useRootData';
import { contentImageSources } from '../../lib/content/image';
import { LeadImageContext } from './leadImage';
import { frame } from './ContentImage.css';

/**
 * A content image from Sanity's image API (widths 640–1728, q75, auto format; behaviour §9) in a
 * frame of one of the five aspect ratios.
 */
export function ContentImage({
  image,
  aspectRatio,
  sizes = '100vw',
  eager = false,
}: {
  image: SanityImage;
  aspectRatio?: AspectRatio;
  sizes?: string;
  eager?: boolean;
}) {
  const config = useRootData()?.imageConfig;
  // The body's lead image is the page's largest paint: fetched first, and React's server renderer
  // announces it in the head (`<link rel="preload" as="image" imagesrcset imagesizes>`).
  const lead = useContext(LeadImageContext) === image;
  const sources = config ? contentImageSources(config, image) : undefined;
  if (!sources) return null;
  return (
    <div className={frame[aspectRatio ?? 'none']} data-slot="content-image">
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={image.altText ?? ''}
        title={image.title}
        loading={eager || lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        decoding={lead ? undefined : 'async'}
      />
    </div>
  );
}
