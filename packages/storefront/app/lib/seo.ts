import type { MetaDescriptor } from 'react-router';
import { LOCALES, hreflang, localizePath, stripLocale } from './i18n';

/** Spec §5 limits of search-engine tags. */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 155;

export interface SeoInput {
  title: string;
  description?: string | null;
  /** Absolute page URL; must start with `http`. */
  url: string;
  image?: string | null;
  /** Social handle; must start with `@`. */
  handle?: string;
}

/**
 * Spec §5: limit violations only warn (in the server console) and the value is still used.
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
  if (input.handle !== undefined && !input.handle.startsWith('@')) {
    warnings.push(`SEO handle must start with "@": "${input.handle}"`);
  }
  if (typeof document === 'undefined')
    for (const warning of warnings) console.warn(`[seo] ${warning}`);
  return warnings;
}

/** Title, description, Open Graph tags, canonical and hreflang links for the three locales. */
export function seoMeta(input: SeoInput & { origin: string; pathname: string }): MetaDescriptor[] {
  checkSeo(input);
  const path = stripLocale(input.pathname);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { property: 'og:title', content: input.title },
    { property: 'og:url', content: input.url },
    { tagName: 'link', rel: 'canonical', href: input.url },
  ];
  if (input.description) {
    tags.push({ name: 'description', content: input.description });
    tags.push({ property: 'og:description', content: input.description });
  }
  if (input.image) tags.push({ property: 'og:image', content: input.image });
  if (input.handle) tags.push({ name: 'twitter:site', content: input.handle });
  for (const locale of LOCALES) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: hreflang(locale),
      href: `${input.origin}${localizePath(path, locale)}`,
    });
  }
  tags.push({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: 'x-default',
    href: `${input.origin}${path}`,
  });
  return tags;
}
