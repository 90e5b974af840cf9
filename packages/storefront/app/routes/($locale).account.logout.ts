import { redirect } from 'react-router';
import type { Route } from './+types/($locale).account.logout';
import { deleteAccessToken, setCartBuyer } from '../lib/account/accountApi.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { getCartId, getCustomerToken, signOutCookie } from '../lib/account/accountSession.server';
import { CommerceError } from '../lib/commerce/client.server';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';

/** Signing out is a POST; a visit by link just goes to the account. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/account', requireLocale(params)));
}

/**
 * `POST /account/logout`: ends the token on the Storefront API, takes the customer off the cart
 * (the cart itself stays) and clears the session's customer. The session ends even when
 * the API cannot be reached: the shopper asked to leave.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  const token = await getCustomerToken(request);
  if (token) {
    const commerce = accountCommerce(getAppContext().env);
    await setCartBuyer(commerce, locale, await getCartId(request), '');
    try {
      await deleteAccessToken(commerce, locale, token);
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      console.error(`[account] the token could not be deleted: ${error.message}`);
    }
  }
  return redirect(localizePath('/', locale), {
    status: 303,
    headers: await signOutCookie(request),
  });
}
