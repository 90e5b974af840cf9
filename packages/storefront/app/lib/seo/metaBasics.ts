import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../rootData';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';
import { cleanStega } from '../content/stega';

// What every page's meta function needs: the root data, the title and a `t`. The search and
// sharing tags (seo.ts, meta.ts) are kept apart, so the pages that have none (the root's error
// page, the account pages) do not carry them in their first load.

/**
 * "Page, separator, site" with single spaces whatever spacing the content gave the separator; a
 * preview's edit links (stega) stay out of the tab title.
 */
export function joinTitle(page: string, separator: string | undefined, site: string): string {
  return cleanStega(`${page} ${separator?.trim() || '|'} ${site}`);
}

/** The root loader's data among a meta function's matches. */
export function rootDataOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** The site's name: the layout's SEO title. */
export function siteNameOf(root: RootData | undefined): string {
  return root?.layout?.seo?.title ?? 'Atelier Treize';
}

/** `t` in the language of the root data, for meta functions (they cannot use hooks). */
export function metaTranslate(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
) {
  return createTranslate((rootDataOf(matches)?.locale ?? DEFAULT_LOCALE).language);
}

/**
 * Tells search engines to leave a page out of their index (cart, account, search results,
 * preview and error pages) while still following its links. Every such page uses this one tag.
 */
export function noindexMeta(): MetaDescriptor[] {
  return [{ name: 'robots', content: 'noindex' }];
}
