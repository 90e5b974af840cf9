import { Outlet } from 'react-router';
import type { Route } from './+types/($locale)';
import { DEFAULT_LOCALE, getLocaleFromParam } from '../lib/i18n/locales';
import { loadDictionary } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';

/** Behaviour §2: a locale segment that is not one of the configured prefixes is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return null;
}

/**
 * A client navigation into another language (the locale switcher) fetches that language's
 * dictionary beside the data, so the new page never renders before its words are there.
 * An unknown prefix shows the French 404, so French is what it waits for then.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const dictionary = loadDictionary((getLocaleFromParam(params.locale) ?? DEFAULT_LOCALE).language);
  try {
    return await serverLoader();
  } finally {
    // Also when the loader throws: the error page is in that language too.
    await dictionary;
  }
}

export default function LocaleLayout() {
  return <Outlet />;
}
