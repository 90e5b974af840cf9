import { data } from 'react-router';
import type { Route } from './+types/($locale).cart';
import { CartInputError, addLines, parseCartFormInput } from '../lib/commerce/cart.server';
import { getAppContext } from '../lib/context.server';
import { requireLocale } from '../lib/locale.server';

/**
 * `POST {locale prefix}/cart` with `cartFormInput` (spec §3, §7). Minimal until the cart issue:
 * carries out `LinesAdd` on the Storefront API, keeping the cart id in a signed cookie.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  const { commerce, cartCookie } = getAppContext();
  let input;
  try {
    input = parseCartFormInput((await request.formData()).get('cartFormInput'));
  } catch (error) {
    if (error instanceof CartInputError || error instanceof TypeError) {
      return data({ ok: false, error: error.message }, { status: 400 });
    }
    throw error;
  }
  const stored: unknown = await cartCookie.parse(request.headers.get('Cookie'));
  const cartId = typeof stored === 'string' ? stored : undefined;
  const result = await addLines(commerce, locale, cartId, input.inputs.lines);
  const headers = result.cart ? { 'Set-Cookie': await cartCookie.serialize(result.cart.id) } : undefined;
  if (!result.cart || result.userErrors.length > 0) {
    return data(
      { ok: false, error: result.userErrors.map((e) => e.message).join(' ') || 'The cart was not changed.', ...result },
      { status: 400, headers },
    );
  }
  return data({ ok: true, ...result }, { headers });
}

/** The cart page arrives with the cart issue; until then `/cart` only takes cart actions. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return data('The cart takes POST requests with a "cartFormInput" field.', { status: 405, headers: { Allow: 'POST' } });
}
