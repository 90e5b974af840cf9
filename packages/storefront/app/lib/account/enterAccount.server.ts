import { redirect } from 'react-router';
import type { CommerceClient } from '../commerce/client.server';
import { localizePath, type Locale } from '../i18n/locales';
import { sameSitePathOr } from '../http/sameSitePath';
import { setCartBuyer } from './accountApi.server';
import { getCartId, signInCookie, type CustomerAccessToken } from './accountSession.server';

/**
 * The end of every way in (sign-in, registration, a reset or activation link): the cart names
 * its buyer, the session keeps the token, and the shopper goes on with a 303 to `returnTo` when
 * it is a path on this site, to the account overview otherwise.
 */
export async function enterAccount(
  request: Request,
  commerce: CommerceClient,
  locale: Locale,
  token: CustomerAccessToken,
  returnTo?: string,
) {
  const to = sameSitePathOr(returnTo, localizePath('/account', locale));
  await setCartBuyer(commerce, locale, await getCartId(request), token.accessToken);
  return redirect(to, { status: 303, headers: await signInCookie(request, token) });
}
