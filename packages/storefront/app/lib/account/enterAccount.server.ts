import { redirect } from 'react-router';
import type { CommerceClient } from '../commerce/client.server';
import type { Locale } from '../i18n';
import { setCartBuyer } from './accountApi.server';
import { getCartId, signInCookie, type CustomerAccessToken } from './accountSession.server';

/**
 * The end of every way in (sign-in, registration, a reset or activation link): the cart names
 * its buyer, the session keeps the token, and the shopper goes on to `to` with a 303.
 */
export async function enterAccount(
  request: Request,
  commerce: CommerceClient,
  locale: Locale,
  token: CustomerAccessToken,
  to: string,
) {
  await setCartBuyer(commerce, locale, await getCartId(request), token.accessToken);
  return redirect(to, { status: 303, headers: await signInCookie(request, token) });
}
