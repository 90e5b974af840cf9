import type { MetaDescriptor } from 'react-router';
import type { loader as rootLoader } from '../root';
import { createTranslate, DEFAULT_LOCALE } from './i18n';
import { seoMeta } from './seo';

/** "Page, separator, site" with single spaces whatever spacing the content gave the separator. */
export function joinTitle(page: string, separator: string | undefined, site: string): string {
  return `${page} ${separator?.trim() || '|'} ${site}`;
}

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The root loader's data among a meta function's matches. */
export function rootDataOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

/**
 * Meta tags of a page: "page title, separator, site title", description (page's or the site's),
 * canonical and hreflang links (spec §5).
 */
export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  location: { pathname: string; search: string },
  page: { title?: string | null; description?: string | null; image?: string | null },
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const seo = root?.layout?.seo;
  const site = seo?.title ?? 'Atelier Treize';
  const title = page.title ? joinTitle(page.title, seo?.separator, site) : site;
  const origin = root?.origin ?? '';
  return seoMeta({
    title,
    description: page.description || seo?.description,
    url: `${origin}${location.pathname}`,
    image: page.image,
    origin,
    pathname: location.pathname,
  });
}

/** `t` in the language of the root data, for meta functions (they cannot use hooks). */
export function metaTranslate(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  return createTranslate((rootDataOf(matches)?.locale ?? DEFAULT_LOCALE).language);
}
