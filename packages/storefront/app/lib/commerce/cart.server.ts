import type { StorefrontEnv } from '../server/env.server';
import type { Locale } from '../i18n/locales';
import { cartCommerce } from './cartClient.server';
import type { Cookie } from 'react-router';
import { sameSitePath } from '../http/sameSitePath';
import { CommerceError, type CommerceClient } from './client.server';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_METAFIELD_DELETE,
  CART_METAFIELDS_SET,
  CART_NOTE_UPDATE,
  CART_QUERY,
  CART_SELECTED_DELIVERY_OPTIONS_UPDATE,
  MERCHANDISE_QUERY,
} from './cartDocuments';
import { CartInputError, type CartFormInput } from './cartForm.server';
import type { CartActionResult, CartData, CartUserError, CartWarning } from './cartTypes';

export { CartInputError, parseCartFormInput } from './cartForm.server';

interface CartPayload {
  cart: CartData | null;
  userErrors: CartUserError[];
  warnings?: CartWarning[] | null;
}

/** The cart `cartId`, or `null` when there is none or the Storefront API no longer knows it. */
export async function getCart(
  commerce: CommerceClient,
  locale: Locale,
  cartId: string | undefined,
): Promise<CartData | null> {
  if (!cartId) return null;
  const answer = await commerce.query<{ cart?: CartData | null }>(CART_QUERY, {
    locale,
    variables: { cartId },
  });
  return answer.cart ?? null;
}

/**
 * The cart of the request's signed cart cookie, for the root loader (the cart button and drawer on
 * every page). A cart the Storefront API cannot give right now is shown as no cart rather than
 * failing the whole page.
 */
export async function getRequestCart(
  request: Request,
  locale: Locale,
  context: { env: StorefrontEnv; cartCookie: Cookie },
): Promise<CartData | null> {
  const stored: unknown = await context.cartCookie.parse(request.headers.get('Cookie'));
  if (typeof stored !== 'string' || stored === '') return null;
  try {
    return await getCart(cartCommerce(context.env), locale, stored);
  } catch (error) {
    if (error instanceof CommerceError) return null;
    throw error;
  }
}

/**
 * Carries out one cart form action (behaviour §3, §7) on the cart `cartId` and answers the cart with
 * the Storefront API's user errors and warnings. Bad input throws a {@link CartInputError}
 * before anything is sent: unknown line ids and merchandise are checked against the current cart
 * and the catalogue first, so a 400 never leaves the cart half-changed. An unknown or expired
 * cart id counts as no cart: actions that can start a cart create a new one.
 */
export async function runCartAction(
  commerce: CommerceClient,
  locale: Locale,
  cartId: string | undefined,
  input: CartFormInput,
  /** The signed-in customer's token: a cart started now names them as its buyer. */
  customerAccessToken?: string,
): Promise<CartActionResult> {
  const current = await getCart(commerce, locale, cartId);
  const mutate = (document: string, key: string, variables: Record<string, unknown>) =>
    runMutation(commerce, locale, document, key, { cartId: current?.id, ...variables });
  const createFor = (cartInput: Record<string, unknown>, buyerToken: string | undefined) =>
    runMutation(commerce, locale, CART_CREATE, 'cartCreate', {
      input: {
        ...cartInput,
        buyerIdentity: {
          countryCode: locale.country,
          ...(buyerToken ? { customerAccessToken: buyerToken } : {}),
          ...(cartInput.buyerIdentity as object | undefined),
        },
      },
    });
  const create = async (cartInput: Record<string, unknown>) => {
    const result = await createFor(cartInput, customerAccessToken);
    // A token the API no longer honours must not cost the shopper their add to cart.
    const tokenRefused = result.userErrors.some((error) =>
      error.field?.includes('customerAccessToken'),
    );
    return customerAccessToken && !result.ok && tokenRefused
      ? createFor(cartInput, undefined)
      : result;
  };

  switch (input.action) {
    case 'Create':
      await assertMerchandise(
        commerce,
        locale,
        (input.inputs.lines ?? []).map((line) => line.merchandiseId),
      );
      return create(input.inputs);
    case 'LinesAdd':
      await assertMerchandise(
        commerce,
        locale,
        input.inputs.lines.map((line) => line.merchandiseId),
      );
      return current
        ? mutate(CART_LINES_ADD, 'cartLinesAdd', { lines: input.inputs.lines })
        : create({ lines: input.inputs.lines });
    case 'LinesUpdate': {
      assertLines(
        current,
        input.inputs.lines.map((line) => line.id),
      );
      const replaced = input.inputs.lines.flatMap((line) =>
        line.merchandiseId ? [line.merchandiseId] : [],
      );
      await assertMerchandise(commerce, locale, replaced);
      return mutate(CART_LINES_UPDATE, 'cartLinesUpdate', { lines: input.inputs.lines });
    }
    case 'LinesRemove':
      assertLines(current, input.inputs.lineIds);
      return mutate(CART_LINES_REMOVE, 'cartLinesRemove', { lineIds: input.inputs.lineIds });
    case 'NoteUpdate':
      return current
        ? mutate(CART_NOTE_UPDATE, 'cartNoteUpdate', input.inputs)
        : create(input.inputs);
    case 'BuyerIdentityUpdate':
      // Behaviour §7: the locale switch sends this for every visitor; without a cart there is nothing to
      // re-price, so no empty cart is created for it.
      if (!current) return { ok: true, cart: null, userErrors: [], warnings: [] };
      return mutate(CART_BUYER_IDENTITY_UPDATE, 'cartBuyerIdentityUpdate', input.inputs);
    case 'DiscountCodesUpdate':
      return current
        ? mutate(CART_DISCOUNT_CODES_UPDATE, 'cartDiscountCodesUpdate', input.inputs)
        : create(input.inputs);
    case 'AttributesUpdateInput':
      return current
        ? mutate(CART_ATTRIBUTES_UPDATE, 'cartAttributesUpdate', input.inputs)
        : create(input.inputs);
    case 'SelectedDeliveryOptionsUpdate': {
      const groups = new Set(requireCart(current).deliveryGroups.nodes.map((group) => group.id));
      const unknown = input.inputs.selectedDeliveryOptions.find(
        (choice) => !groups.has(choice.deliveryGroupId),
      );
      if (unknown)
        throw new CartInputError(
          `The delivery group ${unknown.deliveryGroupId} is not in this cart.`,
        );
      return mutate(
        CART_SELECTED_DELIVERY_OPTIONS_UPDATE,
        'cartSelectedDeliveryOptionsUpdate',
        input.inputs,
      );
    }
    case 'MetafieldsSet': {
      const cart = current ?? (await create({})).cart;
      if (!cart) throw new CartInputError('The cart could not be created.');
      const metafields = input.inputs.metafields.map((metafield) => ({
        ...metafield,
        ownerId: cart.id,
      }));
      const answer = await commerce.query<{ cartMetafieldsSet: { userErrors: CartUserError[] } }>(
        CART_METAFIELDS_SET,
        {
          locale,
          variables: { metafields },
        },
      );
      return withCart(commerce, locale, cart.id, answer.cartMetafieldsSet.userErrors);
    }
    case 'MetafieldDelete': {
      const cart = requireCart(current);
      const answer = await commerce.query<{ cartMetafieldDelete: { userErrors: CartUserError[] } }>(
        CART_METAFIELD_DELETE,
        {
          locale,
          variables: { input: { ownerId: cart.id, key: input.inputs.key } },
        },
      );
      return withCart(commerce, locale, cart.id, answer.cartMetafieldDelete.userErrors);
    }
  }
}

async function runMutation(
  commerce: CommerceClient,
  locale: Locale,
  document: string,
  key: string,
  variables: Record<string, unknown>,
): Promise<CartActionResult> {
  const answer = await commerce.query<Record<string, CartPayload | null>>(document, {
    locale,
    variables,
  });
  const payload = answer[key];
  const userErrors = payload?.userErrors ?? [
    { message: 'The Storefront API did not answer the cart action.' },
  ];
  return toResult(payload?.cart ?? null, userErrors, payload?.warnings ?? []);
}

async function withCart(
  commerce: CommerceClient,
  locale: Locale,
  cartId: string,
  userErrors: CartUserError[],
): Promise<CartActionResult> {
  return toResult(await getCart(commerce, locale, cartId), userErrors, []);
}

function toResult(
  cart: CartData | null,
  userErrors: CartUserError[],
  warnings: CartWarning[],
): CartActionResult {
  if (userErrors.length === 0 && cart) return { ok: true, cart, userErrors, warnings };
  const error = userErrors.map((e) => e.message).join(' ') || 'The cart was not changed.';
  return { ok: false, cart, userErrors, warnings, error };
}

function requireCart(cart: CartData | null): CartData {
  if (!cart) throw new CartInputError('There is no cart yet: add a piece to the cart first.');
  return cart;
}

/** Every line id must be a line of the current cart (unknown line → 400, cart unchanged). */
function assertLines(cart: CartData | null, lineIds: readonly string[]): void {
  const known = new Set(cart?.lines.nodes.map((line) => line.id) ?? []);
  const unknown = lineIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new CartInputError(`The line ${unknown} is not in this cart.`);
}

/** Every merchandise id must be a product variant of the shop (unknown merchandise → 400). */
async function assertMerchandise(
  commerce: CommerceClient,
  locale: Locale,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const { nodes } = await commerce.query<{ nodes: ({ id?: string } | null)[] }>(MERCHANDISE_QUERY, {
    locale,
    variables: { ids: wanted },
  });
  const found = new Set(nodes.flatMap((node) => (node?.id ? [node.id] : [])));
  const unknown = wanted.find((id) => !found.has(id));
  if (unknown !== undefined)
    throw new CartInputError(`The merchandise ${unknown} is not sold in this shop.`);
}

/**
 * A `redirectTo` value the route may follow: a path on this site only. Protocol-relative
 * `//host`, backslash tricks and absolute URLs are refused.
 */
export function safeRedirectPath(value: string): string {
  const path = sameSitePath(value);
  if (path === undefined)
    throw new CartInputError('redirectTo must be a path on this site, starting with a single "/".');
  return path;
}
