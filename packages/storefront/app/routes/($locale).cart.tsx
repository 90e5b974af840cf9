import { data, redirect } from 'react-router';
import type { Route } from './+types/($locale).cart';
import { CartPage } from '../components/cart/CartPage';
import { cartCopy } from '../components/cart/cartCopy';
import { getCart, runCartAction, safeRedirectPath } from '../lib/commerce/cart.server';
import { cartCommerce } from '../lib/commerce/cartClient.server';
import { CartInputError, readCartForm } from '../lib/commerce/cartForm.server';
import type { CartActionResult } from '../lib/commerce/cartTypes';
import { CommerceError } from '../lib/commerce/client.server';
import { getCustomerToken } from '../lib/account/accountSession.server';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { createTranslate } from '../lib/i18n/translate';
import { joinTitle, noindexMeta, rootDataOf } from '../lib/seo/metaBasics';
import { requireLocale } from '../lib/i18n/locale.server';
import { RETRY_AFTER_SECONDS, rethrowUnavailable } from '../lib/server/unavailable.server';
import type { PageTypeHandle } from '../lib/analytics/pageType';

export const handle = { pageType: 'cart' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: cartTitle(cartCopy(params.locale ? 'EN' : 'FR').title, matches) },
  ...noindexMeta(),
];

/** "Panier | Atelier Treize": the shop's one title pattern. */
function cartTitle(page: string, matches: Parameters<typeof rootDataOf>[0]): string {
  const seo = rootDataOf(matches)?.layout?.seo;
  return joinTitle(page, seo?.separator, seo?.title ?? 'Atelier Treize');
}

/** `GET {locale prefix}/cart`: the full cart page, for visitors without JavaScript and direct links. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const { env, cartCookie } = getAppContext();
  const cartId = readCartId(await cartCookie.parse(request.headers.get('Cookie')));
  try {
    return { cart: await getCart(cartCommerce(env), locale, cartId) };
  } catch (error) {
    rethrowUnavailable(error, locale);
  }
}

const failure = (error: string): CartActionResult => ({
  ok: false,
  cart: null,
  userErrors: [],
  warnings: [],
  error,
});

/**
 * `POST {locale prefix}/cart` with `cartFormInput` (behaviour §3, §7): carries out one of the 11 cart
 * actions on the Storefront API in the locale's context and answers `{ cart, userErrors,
 * warnings }`, or redirects to `redirectTo` (a path on this site). The cart id lives in a signed,
 * HttpOnly, SameSite=Lax cookie. Bad input is a 400 with a message and leaves the cart unchanged.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  const t = createTranslate(locale.language);
  const { env, cartCookie } = getAppContext();
  const commerce = cartCommerce(env);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(failure(t('cart.errors.form')), { status: 400 });
  }
  const cartId = readCartId(await cartCookie.parse(request.headers.get('Cookie')));
  let result: CartActionResult;
  let redirectTo: string | undefined;
  try {
    const read = readCartForm(form);
    redirectTo = read.redirectTo === undefined ? undefined : safeRedirectPath(read.redirectTo);
    result = await runCartAction(
      commerce,
      locale,
      cartId,
      read.input,
      await getCustomerToken(request),
    );
  } catch (error) {
    if (error instanceof CartInputError) return data(failure(error.message), { status: 400 });
    if (error instanceof CommerceError) {
      // Down or too slow: the shopper may retry; anything else the API refused is our fault.
      return data(failure(t('cart.errors.unavailable')), {
        status: error.unavailable ? 503 : 502,
        headers: error.unavailable ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined,
      });
    }
    throw error;
  }
  const headers = new Headers();
  if (result.cart) headers.append('Set-Cookie', await cartCookie.serialize(result.cart.id));
  if (!result.ok) return data(result, { status: 400, headers });
  if (redirectTo !== undefined) return redirect(redirectTo, { status: 303, headers });
  // A plain form post (no JavaScript) comes back to the cart page with a GET, so the page is
  // rendered with the cart cookie this answer sets (post, redirect, get).
  if (request.headers.get('Sec-Fetch-Mode') === 'navigate')
    return redirect(localizePath('/cart', locale), { status: 303, headers });
  return data(result, { headers });
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      cart={loaderData.cart}
      error={actionData?.ok === false ? actionData.error : undefined}
    />
  );
}

/** The cart id of a verified cookie; a forged or missing cookie counts as no cart. */
function readCartId(stored: unknown): string | undefined {
  return typeof stored === 'string' && stored !== '' ? stored : undefined;
}
