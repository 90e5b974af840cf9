import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, createTranslate, type Locale, type Translate } from '../lib/i18n';
import type { loader as rootLoader } from '../root';

/** The root loader's data, or `undefined` when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

/** The current locale (the default one when the root data is missing). */
export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

/** `t(key)` in the current language (spec §8: unknown keys render `Missing translation: {key}`). */
export function useTranslate(): Translate {
  const language = useLocale().language;
  return useMemo(() => createTranslate(language), [language]);
}
