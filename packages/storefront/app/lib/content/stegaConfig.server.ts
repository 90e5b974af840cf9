import type { StegaConfig } from '@sanity/client';

/**
 * The attributes whose text shoppers read and editors write: only these carry edit links. Everything
 * else a query returns (slugs, ids, gids, keys, links, layout choices such as an image's size,
 * colours, dates, alt texts) stays plain, as code reads it as data.
 */
const SHOPPER_TEXT = new Set(['title', 'intro', 'text', 'label', 'caption', 'heading']);

/**
 * Stega for preview reads: on, with edit links to the Studio at `studioUrl`, for the shopper-read
 * texts that Sanity's own default filter also accepts (it already refuses SEO fields, URLs, dates,
 * slugs and ids).
 */
export function previewStega(studioUrl: string): StegaConfig {
  return {
    enabled: true,
    studioUrl,
    filter: (props) => {
      const attribute = props.sourcePath.at(-1);
      return (
        typeof attribute === 'string' && SHOPPER_TEXT.has(attribute) && props.filterDefault(props)
      );
    },
  };
}
