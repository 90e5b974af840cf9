import { redirect } from 'react-router';
import type { Route } from './+types/($locale).account.orders.$id.status';
import { requireCustomerOrder } from '../lib/account/customerLoader.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';

/** The order page's query flag saying the way to the status page failed (behaviour §8's message). */
export const STATUS_REDIRECT_FAILED = 'status-redirect-failed';

/** A status address the shopper may be sent to: a web page, never a script or another scheme. */
function webAddress(candidate: string | null | undefined): string | undefined {
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Track this order": asks the shop for the order's status page (tracking and fulfilments live
 * there, on the shop's own host) at the moment the shopper asks, and sends them to it. When the
 * shop cannot be asked, or gives no usable address, the shopper goes back to the order page,
 * which says 'Error redirecting to the order status URL' (behaviour §8) in the page's language.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const orderPage = localizePath(`/account/orders/${encodeURIComponent(params.id)}`, locale);
  let statusUrl: string | undefined;
  try {
    const order = await requireCustomerOrder(request, locale, url, params.id);
    // The order page answers an order that cannot be found with its 'Order cannot be located.'
    if (order === null) return redirect(orderPage);
    statusUrl = webAddress(order.statusUrl);
  } catch (error) {
    if (error instanceof Response) throw error;
    // A slow or failing shop is told to the shopper on the order page, not as an error screen.
    console.error('Order status lookup failed', error instanceof Error ? error.message : error);
  }
  return statusUrl
    ? redirect(statusUrl, 303)
    : redirect(`${orderPage}?${STATUS_REDIRECT_FAILED}`, 303);
}
