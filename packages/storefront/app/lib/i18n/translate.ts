import type { TranslationKey } from './dictionaries/en';
import { enAccount } from './dictionaries/en.account';
import { enAccountArea } from './dictionaries/en.accountArea';
import { enShop } from './dictionaries/en.shop';
import { frAccount } from './dictionaries/fr.account';
import { frAccountArea } from './dictionaries/fr.accountArea';
import { frShop } from './dictionaries/fr.shop';
import { stripLocale, type LanguageCode } from './locales';

/** The shop's words in each language: which parts a page fetches, and the translate function. */

type Dictionary = Record<TranslationKey, string>;

/**
 * The browser bundle of a production build carries no dictionary; the page's own one is
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
    // kept in the browser bundle, and with it a static import of all six parts.
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
 * Behaviour §8: an unknown key renders `Missing translation: {key}`. `{name}` placeholders are
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
