import { redirect } from 'react-router';
import type { Locale } from '../i18n/locales';
import { getAppContext } from '../server/context.server';
import { getCustomer, getCustomerOrder } from './accountApi.server';
import { accountCommerce } from './accountClient.server';
import { loginPath, requireCustomerToken, signOutCookie } from './accountSession.server';
import type { CustomerData, OrderDetail } from './accountTypes';

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
  if (!customer) throw await signInAgain(request, locale, `${page.pathname}${page.search}`);
  return { token, customer };
}

/** An order number as the shop's addresses carry it: digits only, 20 at most. */
const ORDER_NUMBER = /^\d{1,20}$/;

/**
 * One order of the signed-in customer, or null when `orderId` names no order of theirs: an
 * impossible number, a missing order and someone else's all answer alike, so order numbers
 * cannot be probed (behaviour §8). Sessions the Storefront API no longer knows go to sign in.
 */
export async function requireCustomerOrder(
  request: Request,
  locale: Locale,
  page: URL,
  orderId: string,
): Promise<OrderDetail | null> {
  const token = await requireCustomerToken(request, locale, page);
  if (!ORDER_NUMBER.test(orderId)) return null;
  const order = await getCustomerOrder(
    accountCommerce(getAppContext().env),
    locale,
    token,
    orderId,
  );
  if (order === undefined) throw await signInAgain(request, locale, page.pathname);
  return order;
}

/** Ends a session the shop no longer honours and sends the shopper to sign in, then to `back`. */
async function signInAgain(request: Request, locale: Locale, back: string): Promise<Response> {
  return redirect(loginPath(locale, back), { headers: await signOutCookie(request) });
}
