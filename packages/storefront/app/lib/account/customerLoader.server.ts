import { redirect } from 'react-router';
import type { Locale } from '../i18n/locales';
import { getAppContext } from '../server/context.server';
import { getCustomer } from './accountApi.server';
import { accountCommerce } from './accountClient.server';
import { loginPath, requireCustomerToken, signOutCookie } from './accountSession.server';
import type { CustomerData } from './accountTypes';

/**
 * The signed-in customer of a protected page. Anonymous visits, and sessions whose token the
 * Storefront API no longer knows, go to the login page, which brings them back here.
 */
export async function requireCustomer(
  request: Request,
  locale: Locale,
  page: URL,
): Promise<{ token: string; customer: CustomerData }> {
  const token = await requireCustomerToken(request, locale, page);
  const customer = await getCustomer(accountCommerce(getAppContext().env), locale, token);
  if (!customer) {
    throw redirect(loginPath(locale, `${page.pathname}${page.search}`), {
      headers: await signOutCookie(request),
    });
  }
  return { token, customer };
}
