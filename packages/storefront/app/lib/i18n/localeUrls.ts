import { LOCALES, hreflang, localizePath, stripLocale, type Locale } from './locales';

/**
 * Absolute URLs of one page in each locale. The page's `<link rel="alternate" hreflang>` tags and
 * the sitemap's alternates must name the same URLs for search engines to pair them, so both build
 * them here and nowhere else.
 */

/** The absolute URL of `path` (with or without a locale prefix) in `locale`. */
export function localeUrl(origin: string, path: string, locale: Locale): string {
  const [pathname = '/', query] = splitQuery(path);
  const localized = localizePath(stripLocale(pathname), locale);
  return `${origin}${localized}${query === undefined ? '' : `?${query}`}`;
}

/** One `hreflang` alternate of a page. */
export interface LocaleAlternate {
  /** `fr-FR`, `en-US`, `en-FR`, or `x-default` for the unprefixed French page. */
  hrefLang: string;
  href: string;
}

/**
 * The page in every configured locale, then `x-default`: the default locale's URL, which is what a
 * visitor whose language matches none of them is served.
 */
export function localeAlternates(origin: string, path: string): LocaleAlternate[] {
  const alternates = LOCALES.map((locale) => ({
    hrefLang: hreflang(locale),
    href: localeUrl(origin, path, locale),
  }));
  const fallback = alternates[0];
  return fallback ? [...alternates, { hrefLang: 'x-default', href: fallback.href }] : alternates;
}

function splitQuery(path: string): [string, string | undefined] {
  const at = path.indexOf('?');
  return at === -1 ? [path, undefined] : [path.slice(0, at), path.slice(at + 1)];
}

/** The path of a collection page, without locale prefix (give it to `localeUrl`). */
export function collectionPath(handle: string): string {
  return `/collections/${encodeURIComponent(handle)}`;
}
