import type { TranslationKey } from './dictionaries/en';
import { enAccount } from './dictionaries/en.account';
import { enAccountArea } from './dictionaries/en.accountArea';
import { enShop } from './dictionaries/en.shop';
import { frAccount } from './dictionaries/fr.account';
import { frAccountArea } from './dictionaries/fr.accountArea';
import { frShop } from './dictionaries/fr.shop';

/**
 * The only authority on locales (STYLE.md, Hydrogen markets recipe). Spec §9: French/FR/EUR is the
 * default with no prefix; the others are prefixed with lowercase `language-country` (spec §2).
 */
export type LanguageCode = 'FR' | 'EN';
export type CountryCode = 'FR' | 'US';
export type CurrencyCode = 'EUR' | 'USD';

/** A locale record (spec §3). */
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

/** The default content language fallback (spec §9). */
export const FALLBACK_LANGUAGE = 'fr';

/** Spec §2: a locale segment is two letters, a dash, two letters. */
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
 * the caller answers 404 (never a silent fallback, ARCHITECTURE.md).
 */
export function getLocaleFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined || param === '') return DEFAULT_LOCALE;
  return getLocaleByPrefix(param);
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
 * Spec §2: the locale prefix is prepended to internal links; absolute URLs, `..`, fragments and
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
 * Spec §2: product links keep the locale and carry option selections as query parameters. The
 * lone `Title: Default Title` option is not a real selection (spec §3) and is left out.
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

type Dictionary = Record<TranslationKey, string>;

/**
 * Issue 16: the browser bundle of a production build carries no dictionary; the page's own one is
 * fetched before hydration ({@link loadDictionary}), so a French visitor never downloads English.
 * It comes in three parts: the shop's words, which every page needs, the account forms', which
 * only account pages fetch, and the signed-in pages' own, which only those fetch. The server, the
 * dev server and tests keep both languages whole in the module. A build-time constant, so the
 * bundler drops the static imports from the browser.
 */
const DICTIONARIES_ON_DEMAND = import.meta.env.PROD && !import.meta.env.SSR;

const DICTIONARIES: Partial<Record<LanguageCode, Partial<Dictionary>>> = DICTIONARIES_ON_DEMAND
  ? {}
  : // Merged here, in the branch the browser build drops: a merging module of its own would be
    // kept in the browser bundle, and with it a static import of all six parts (issue 16).
    {
      FR: { ...frShop, ...frAccount, ...frAccountArea },
      EN: { ...enShop, ...enAccount, ...enAccountArea },
    };

/** The parts a browser dictionary is fetched in. */
export type DictionaryPart = 'shop' | 'account' | 'accountArea';

/** Each part of each dictionary as its own chunk, for the browser. */
const DICTIONARY_CHUNKS: Record<
  LanguageCode,
  Record<DictionaryPart, () => Promise<Partial<Dictionary>>>
> = {
  FR: {
    shop: () => import('./dictionaries/fr.shop').then((module) => module.frShop),
    account: () => import('./dictionaries/fr.account').then((module) => module.frAccount),
    accountArea: () =>
      import('./dictionaries/fr.accountArea').then((module) => module.frAccountArea),
  },
  EN: {
    shop: () => import('./dictionaries/en.shop').then((module) => module.enShop),
    account: () => import('./dictionaries/en.account').then((module) => module.enAccount),
    accountArea: () =>
      import('./dictionaries/en.accountArea').then((module) => module.enAccountArea),
  },
};

/** The parts fetched or being fetched, by `language:part`: each is fetched once. */
const partLoads = new Map<string, Promise<void>>();

/**
 * Makes a part of `language`'s dictionary available to {@link createTranslate}: at once where the
 * whole dictionary is already in the module, otherwise after its chunk arrives. The browser awaits
 * the page's parts before hydrating ({@link dictionaryPartsFor}), the `($locale)` route's client
 * loader the shop's words before rendering a page in another language, and the account pages'
 * client loader the account words.
 */
export function loadDictionary(
  language: LanguageCode,
  part: DictionaryPart = 'shop',
): Promise<void> {
  if (!DICTIONARIES_ON_DEMAND) return Promise.resolve();
  const id = `${language}:${part}`;
  let load = partLoads.get(id);
  if (!load) {
    load = DICTIONARY_CHUNKS[language][part]().then((words) => {
      DICTIONARIES[language] = { ...DICTIONARIES[language], ...words };
    });
    // A failed fetch is not remembered here: the next call asks the browser for the chunk again.
    load.catch(() => partLoads.delete(id));
    partLoads.set(id, load);
  }
  return load;
}

/** The account pages a signed-out shopper sees: their forms need no signed-in page's words. */
const ACCOUNT_DOOR = /^\/account\/(login|register|recover|reset|activate|logout)(\/|$)/;

/**
 * The dictionary parts a page shows: the account forms' words on account pages only, and the
 * signed-in pages' words on those pages only (not on sign-in, registration or a password link).
 */
export function dictionaryPartsFor(pathname: string): DictionaryPart[] {
  const path = stripLocale(pathname);
  if (path !== '/account' && !path.startsWith('/account/')) return ['shop'];
  return ACCOUNT_DOOR.test(path) ? ['shop', 'account'] : ['shop', 'account', 'accountArea'];
}

/** A translate function for one language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Spec §8: an unknown key renders `Missing translation: {key}`. `{name}` placeholders are
 * replaced by `values`.
 */
export function createTranslate(language: LanguageCode): Translate {
  // One function per language for the whole process: components ask for it on every render.
  let translate = translators.get(language);
  if (!translate) {
    translate = translatorFor(language);
    translators.set(language, translate);
  }
  return translate;
}

const translators = new Map<LanguageCode, Translate>();

function translatorFor(language: LanguageCode): Translate {
  return (key, values) => {
    // Looked up on each call: in the browser the dictionary may arrive after this function exists.
    const text = (DICTIONARIES[language] as Record<string, string | undefined> | undefined)?.[key];
    if (text === undefined) return `Missing translation: ${key}`;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

/** Spec §9: dates are shown dd.mm.yyyy (UTC, so server and browser agree). */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const dd = String(value.getUTCDate()).padStart(2, '0');
  const mm = String(value.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${value.getUTCFullYear()}`;
}

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** The roman numeral of an integer from 1 to 3999 (spec §9: the decorative stars count 1–13). */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999) {
    throw new RangeError(`Roman numerals cover the integers 1 to 3999, got ${value}`);
  }
  let rest = value;
  let out = '';
  for (const [amount, numeral] of ROMAN) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}
