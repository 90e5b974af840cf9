/**
 * The only authority on locales: one list of markets, as in Hydrogen's markets recipe. Behaviour
 * §9: French/FR/EUR is the default with no prefix; the others are prefixed with lowercase
 * `language-country` (behaviour §2).
 */
export type LanguageCode = 'FR' | 'EN';
export type CountryCode = 'FR' | 'US';
export type CurrencyCode = 'EUR' | 'USD';

/** A locale record (behaviour §3). */
export interface Locale {
  language: LanguageCode;
  country: CountryCode;
  label: string;
  currency: CurrencyCode;
  /** `''` for the default locale, otherwise `/en-us` style. */
  pathPrefix: '' | `/${string}`;
}

export const DEFAULT_LOCALE: Locale = {
  language: 'FR',
  country: 'FR',
  label: 'France (EUR €) · Français',
  currency: 'EUR',
  pathPrefix: '',
};

export const LOCALES: readonly Locale[] = [
  DEFAULT_LOCALE,
  {
    language: 'EN',
    country: 'US',
    label: 'United States (USD $) · English',
    currency: 'USD',
    pathPrefix: '/en-us',
  },
  {
    language: 'EN',
    country: 'FR',
    label: 'France (EUR €) · English',
    currency: 'EUR',
    pathPrefix: '/en-fr',
  },
];

/** The default content language fallback (behaviour §9). */
export const FALLBACK_LANGUAGE = 'fr';

/** Behaviour §2: a locale segment is two letters, a dash, two letters. */
const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i;

/** The locale whose prefix is `/{segment}`, or `undefined` when no configured locale has it. */
export function getLocaleByPrefix(segment: string): Locale | undefined {
  const prefix = `/${segment.toLowerCase()}`;
  return LOCALES.find((locale) => locale.pathPrefix === prefix);
}

/** The locale named by the first segment of a pathname; the default locale when there is none. */
export function getLocaleFromPathname(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALE_SEGMENT.test(first) && getLocaleByPrefix(first)) || DEFAULT_LOCALE;
}

/**
 * Resolves the optional `($locale)` route param. `undefined` means "not a configured locale":
 * the caller answers 404, never a silent fallback to another locale's page.
 */
export function getLocaleFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  return getLocaleByPrefix(param);
}

/**
 * The path whose locale a page speaks in. The preview entry (`/api/preview?slug=…`) has no prefix
 * of its own: it answers, a refusal included, in the language of the page it leads to.
 */
export function localeSourcePath(url: URL): string {
  if (url.pathname !== '/api/preview') return url.pathname;
  const slug = url.searchParams.get('slug');
  return slug?.startsWith('/') ? slug : url.pathname;
}

/** The path without its locale prefix (`/en-us/products/a` → `/products/a`). */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (!LOCALE_SEGMENT.test(first) || !getLocaleByPrefix(first)) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Behaviour §2: the locale prefix is prepended to internal links; absolute URLs, `..`, fragments and
 * query-only links are left alone. A path that already carries the prefix is not prefixed twice.
 */
export function localizePath(path: string, locale: Locale): string {
  if (ABSOLUTE_URL.test(path) || !path.startsWith('/')) return path;
  const prefix = locale.pathPrefix;
  if (
    prefix === '' ||
    path === prefix ||
    path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`)
  ) {
    return path;
  }
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A selected option (name and value) as the Storefront API returns it. */
export interface SelectedOption {
  name: string;
  value: string;
}

/**
 * Behaviour §2: product links keep the locale and carry option selections as query parameters. The
 * lone `Title: Default Title` option is not a real selection (behaviour §3) and is left out.
 */
export function productPath(
  handle: string,
  locale: Locale,
  selectedOptions: readonly SelectedOption[] = [],
): string {
  const query = new URLSearchParams();
  for (const option of selectedOptions) {
    if (option.name === 'Title' && option.value === 'Default Title') continue;
    query.set(option.name, option.value);
  }
  const search = query.toString();
  const path = `/products/${encodeURIComponent(handle)}${search ? `?${search}` : ''}`;
  return localizePath(path, locale);
}

/** The `hreflang` code of a locale (`fr-FR`, `en-US`). */
export function hreflang(locale: Locale): string {
  return `${locale.language.toLowerCase()}-${locale.country}`;
}
