import { data } from 'react-router';
import { getLocaleFromParam, type Locale } from './locales';

/**
 * The locale of the `($locale)` segment, or a thrown 404 when the prefix is not configured
 * (behaviour §2: never a silent fallback). Resource routes call it too: the layout loader does not run
 * for them.
 */
export function requireLocale(params: { locale?: string }): Locale {
  const locale = getLocaleFromParam(params.locale);
  if (!locale) throw data(`Unknown locale prefix "/${params.locale}"`, { status: 404 });
  return locale;
}
