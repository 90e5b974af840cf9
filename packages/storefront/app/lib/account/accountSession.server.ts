import { redirect } from 'react-router';
import { getAppContext } from '../server/context.server';
import { localizePath, type Locale } from '../i18n/locales';

/** A Storefront API customer access token as `customerAccessTokenCreate` returns it. */
export interface CustomerAccessToken {
  accessToken: string;
  expiresAt: string;
}

async function sessionOf(request: Request) {
  return getAppContext().sessions.getSession(request.headers.get('Cookie'));
}

/** The signed-in customer's token, or `undefined` when there is none or it has expired. */
export async function getCustomerToken(request: Request): Promise<string | undefined> {
  const stored = (await sessionOf(request)).get('customer');
  if (!stored || typeof stored.accessToken !== 'string') return undefined;
  const expires = Date.parse(stored.expiresAt);
  if (!Number.isFinite(expires) || expires <= Date.now()) return undefined;
  return stored.accessToken;
}

/** The login page of a locale that brings the shopper back to `returnTo` once signed in. */
/** The sign-in and registration pages have nothing to offer a shopper already signed in. */
export async function redirectWhenSignedIn(request: Request, locale: Locale): Promise<void> {
  if (await getCustomerToken(request)) throw redirect(localizePath('/account', locale));
}

export function loginPath(locale: Locale, returnTo?: string): string {
  const login = localizePath('/account/login', locale);
  return returnTo ? `${login}?${new URLSearchParams({ redirectTo: returnTo })}` : login;
}

/**
 * The token of a signed-in shopper; an anonymous visit is sent to the login page, which brings
 * it back to `page` afterwards. `page` is the loader's `url`, never `request.url`: on a
 * client navigation that is the `.data` request, whose address a shopper must never be sent to.
 */
export async function requireCustomerToken(
  request: Request,
  locale: Locale,
  page: URL,
): Promise<string> {
  const token = await getCustomerToken(request);
  if (token) return token;
  // An expired customer is cleared; a visitor without one gets no cookie (pages stay cacheable).
  const expired = (await sessionOf(request)).has('customer');
  throw redirect(loginPath(locale, `${page.pathname}${page.search}`), {
    headers: expired ? await signOutCookie(request) : undefined,
  });
}

/**
 * `Set-Cookie` for a session holding `token`. The cookie lives exactly as long as the token, so a
 * browser never keeps a session the Storefront API would refuse.
 */
export async function signInCookie(request: Request, token: CustomerAccessToken) {
  const { sessions } = getAppContext();
  const session = await sessionOf(request);
  session.set('customer', { accessToken: token.accessToken, expiresAt: token.expiresAt });
  const seconds = Math.floor((Date.parse(token.expiresAt) - Date.now()) / 1000);
  return { 'Set-Cookie': await sessions.commitSession(session, { maxAge: Math.max(0, seconds) }) };
}

/** `Set-Cookie` for the same session without a customer (the preview flag stays). */
export async function signOutCookie(request: Request) {
  const { sessions } = getAppContext();
  const session = await sessionOf(request);
  session.unset('customer');
  return { 'Set-Cookie': await sessions.commitSession(session) };
}

/** The cart id of the signed cart cookie, if any (the cart outlives sign-in and sign-out). */
export async function getCartId(request: Request): Promise<string | undefined> {
  const stored: unknown = await getAppContext().cartCookie.parse(request.headers.get('Cookie'));
  return typeof stored === 'string' && stored !== '' ? stored : undefined;
}
