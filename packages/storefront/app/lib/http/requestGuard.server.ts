import { data, redirect } from 'react-router';
import { getLocaleFromPathname, LOCALES } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';
import { assertBodyWithin } from './bodyLimit.server';
import { isCrossSiteRequest } from './sameOrigin.server';

/**
 * What the shop refuses before any loader or action runs: methods it does not serve, writes sent
 * from another site, oversized bodies, and locale prefixes in the wrong case (behaviour §2: prefixes
 * are lowercase).
 */

/** The methods the shop answers; anything else (PUT, PATCH, DELETE…) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** `/EN-US/cart` → `/en-us/cart` when the lowercase prefix is a configured locale. */
export function lowercaseLocalePath(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (!/^[a-z]{2}-[a-z]{2}$/i.test(first) || first === first.toLowerCase()) return undefined;
  const lower = `/${first.toLowerCase()}`;
  if (!LOCALES.some((locale) => locale.pathPrefix === lower)) return undefined;
  return `${lower}${pathname.slice(first.length + 1)}`;
}

/**
 * Throws the answer of a request the shop refuses; returns when it may go on. `url` is the page's
 * address, which on a client navigation is not the request's (that one ends in `.data`).
 */
export async function guardRequest(
  request: Request,
  url: URL = new URL(request.url),
): Promise<void> {
  const locale = getLocaleFromPathname(url.pathname.toLowerCase());
  const t = createTranslate(locale.language);
  if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
    throw data(t('errors.methodNotAllowed'), {
      status: 405,
      statusText: 'Method Not Allowed',
      headers: { Allow: ALLOWED_METHODS.join(', ') },
    });
  }
  const lowercase = lowercaseLocalePath(url.pathname);
  if (lowercase !== undefined) {
    // 308 keeps a POST a POST; a page asked for with GET moves for good (301).
    throw redirect(`${lowercase}${url.search}`, {
      status: METHODS_WITHOUT_BODY.has(request.method) ? 301 : 308,
    });
  }
  if (METHODS_WITHOUT_BODY.has(request.method)) return;
  // Every POST changes something (a cart, a cookie, a stored request): only the shop's own pages
  // may send one, or another site could act in its visitors' name.
  if (isCrossSiteRequest(request, url))
    throw data(t('errors.crossSite'), { status: 403, statusText: 'Forbidden' });
  await assertBodyWithin(request, { locale });
}
