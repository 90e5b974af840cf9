import { data } from 'react-router';
import { getLocaleFromPathname, type Locale } from '../i18n/locales';
import { createTranslate, type Translate } from '../i18n/translate';

/** The body of every 4xx/5xx answer of the form endpoints: one sentence, field messages when any. */
export interface FormErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}

/**
 * The language a form endpoint answers in. The form says which page it was sent from (its
 * `pathname` field); before the body is read (413, 429), the `Referer` says the same.
 */
export function formLocale(request: Request, pathname?: FormDataEntryValue | null): Locale {
  if (typeof pathname === 'string' && pathname.startsWith('/')) {
    return getLocaleFromPathname(pathname);
  }
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      return getLocaleFromPathname(new URL(referer).pathname);
    } catch {
      // A malformed Referer says nothing about the language: use the default.
    }
  }
  return getLocaleFromPathname('/');
}

/** The translate function of a locale. */
export function translatorOf(locale: Locale): Translate {
  return createTranslate(locale.language);
}

/** A JSON error answer; never cached, since it depends on who asked and when. */
export function formError(
  status: number,
  body: FormErrorBody,
  headers: Record<string, string> = {},
) {
  return data(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** 413 with the limit in kilobytes. */
export function tooLarge(t: Translate, maxBytes: number) {
  return formError(413, { error: t('api.tooLarge', { max: Math.floor(maxBytes / 1024) }) });
}

/** 429 with `Retry-After`. */
export function rateLimited(t: Translate, retryAfterSeconds: number) {
  return formError(
    429,
    { error: t('api.rateLimited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }) },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** 405 for a GET on a form endpoint. */
export function methodNotAllowed(t: Translate) {
  return formError(405, { error: t('api.methodNotAllowed') }, { Allow: 'POST' });
}
