import type { PortableTextBody, SanityImage } from '../../lib/content/types';
import { createContext } from 'react';

/**
 * The image an editorial body opens with: the first image of its first image module. It is the
 * page's largest paint (Lighthouse's LCP) on home and editorial pages, so it loads first instead
 * of lazily.
 */
export function leadImageOf(body: PortableTextBody | undefined): SanityImage | undefined {
  for (const block of body ?? []) {
    if (block._type === 'module.singleImage') return block.image;
    if (block._type === 'module.imageList' || block._type === 'module.gallery')
      return block.images[0];
  }
  return undefined;
}

/** The lead image of the body being rendered; compared by identity in `ContentImage`. */
export const LeadImageContext = createContext<SanityImage | undefined>(undefined);
