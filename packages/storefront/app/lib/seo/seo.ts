import type { MetaDescriptor } from 'react-router';
import { LOCALES, type Locale } from '../i18n/locales';
import { localeAlternates } from '../i18n/localeUrls';
import { noindexMeta } from './metaBasics';
import { cleanStega } from '../content/stega';

/** Behaviour §5 limits of search-engine tags. */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 155;

/** The Open Graph object type of a page: product pages, editorial pages, everything else. */
export type OpenGraphType = 'website' | 'product' | 'article';

/** The picture a link preview shows, with its size so networks lay it out before fetching it. */
export interface ShareImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

export interface SeoInput {
  title: string;
  description?: string | null;
  /** Absolute canonical page URL; must start with `http`. */
  url: string;
  image?: ShareImage | null;
  /** Social handle; must start with `@`. */
  handle?: string | null;
}

/**
 * Behaviour §5: limit violations only warn (in the server console) and the value is still used.
 * Returns the warnings so tests can check them.
 */
export function checkSeo(input: SeoInput): string[] {
  const warnings: string[] = [];
  if (input.title.length > SEO_TITLE_MAX) {
    warnings.push(
      `SEO title is ${input.title.length} characters, more than ${SEO_TITLE_MAX}: "${input.title}"`,
    );
  }
  if (input.description && input.description.length > SEO_DESCRIPTION_MAX) {
    warnings.push(
      `SEO description is ${input.description.length} characters, more than ${SEO_DESCRIPTION_MAX}`,
    );
  }
  if (!input.url.startsWith('http'))
    warnings.push(`SEO url must start with "http": "${input.url}"`);
  if (input.image && !input.image.url.startsWith('http'))
    warnings.push(`SEO image url must start with "http": "${input.image.url}"`);
  if (input.handle != null && !input.handle.startsWith('@')) {
    warnings.push(`SEO handle must start with "@": "${input.handle}"`);
  }
  if (typeof document === 'undefined')
    for (const warning of warnings) console.warn(`[seo] ${warning}`);
  return warnings;
}

/** The Open Graph form of a locale: `fr_FR`, `en_US`. */
export function openGraphLocale(locale: Locale): string {
  return `${locale.language.toLowerCase()}_${locale.country}`;
}

export interface SeoMetaInput extends SeoInput {
  origin: string;
  /** The canonical path (locale prefix, path and any query kept); hreflang alternates follow it. */
  pathname: string;
  type?: OpenGraphType;
  locale?: Locale;
  siteName?: string;
  /** Out of the index: no canonical or alternates either, so the signals never contradict. */
  noindex?: boolean;
}

/**
 * Title, description, canonical and hreflang links for the three locales, Open Graph and Twitter
 * card tags, all checked against behaviour §5 first.
 */
export function seoMeta(given: SeoMetaInput): MetaDescriptor[] {
  // Search engines and link previews read these as data: a preview's edit links (stega) stay out.
  const input: SeoMetaInput = {
    ...given,
    title: cleanStega(given.title),
    description: given.description == null ? given.description : cleanStega(given.description),
    siteName: given.siteName === undefined ? undefined : cleanStega(given.siteName),
  };
  checkSeo(input);
  const tags: MetaDescriptor[] = [{ title: input.title }];
  if (input.description) tags.push({ name: 'description', content: input.description });
  if (input.noindex) {
    tags.push(...noindexMeta());
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: input.url });
    for (const alternate of localeAlternates(input.origin, input.pathname)) {
      tags.push({ tagName: 'link', rel: 'alternate', ...alternate });
    }
  }
  tags.push({ property: 'og:type', content: input.type ?? 'website' });
  if (input.siteName) tags.push({ property: 'og:site_name', content: input.siteName });
  tags.push({ property: 'og:title', content: input.title });
  if (input.description) tags.push({ property: 'og:description', content: input.description });
  tags.push({ property: 'og:url', content: input.url });
  if (input.locale) {
    const current = input.locale;
    tags.push({ property: 'og:locale', content: openGraphLocale(current) });
    for (const other of LOCALES) {
      if (other !== current)
        tags.push({ property: 'og:locale:alternate', content: openGraphLocale(other) });
    }
  }
  const image = input.image;
  if (image) {
    tags.push({ property: 'og:image', content: image.url });
    if (image.width) tags.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) tags.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alt) tags.push({ property: 'og:image:alt', content: image.alt });
  }
  // Without a picture the large card would show an empty frame.
  tags.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  if (input.handle) tags.push({ name: 'twitter:site', content: input.handle });
  return tags;
}
