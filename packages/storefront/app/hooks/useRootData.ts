import { useMemo } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { getLocaleFromPathname, type Locale } from '../lib/i18n/locales';
import { createTranslate, type Translate } from '../lib/i18n/translate';
import type { RootData } from '../lib/rootData';

/** The root loader's data, or `undefined` when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<RootData>('root');
}

/**
 * The current locale. When the root loader failed (a backend is down), the address still says
 * which language the page is in: an English page never falls back to French.
 */
export function useLocale(): Locale {
  const fromLoader = useRootData()?.locale;
  const { pathname } = useLocation();
  return fromLoader ?? getLocaleFromPathname(pathname);
}

/** `t(key)` in the current language (behaviour §8: unknown keys render `Missing translation: {key}`). */
export function useTranslate(): Translate {
  const language = useLocale().language;
  return useMemo(() => createTranslate(language), [language]);
}
