import type { Cookie } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CommerceCall, fakeCommerce } from '../../test/fakes';
import { parseEnv } from '../server/env.server';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { createCartCookie } from '../server/session.server';
import {
  CartInputError,
  getCart,
  getRequestCart,
  runCartAction,
  safeRedirectPath,
} from './cart.server';
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
import type { CartFormInput } from './cartForm.server';
import type { CartData } from './cartTypes';

describe('safeRedirectPath: redirectTo stays on this site', () => {
  it('keeps a path with its query and fragment', () => {
    expect(safeRedirectPath('/en-us/products/comete?Couleur=Or#details')).toBe(
      '/en-us/products/comete?Couleur=Or#details',
    );
    expect(safeRedirectPath('/')).toBe('/');
  });

  for (const value of [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'cart',
    '',
  ]) {
    it(`refuses ${JSON.stringify(value)}`, () => {
      expect(() => safeRedirectPath(value)).toThrow(
        new CartInputError('redirectTo must be a path on this site, starting with a single "/".'),
      );
    });
  }
});

/** A cart as the Storefront API answers it, with one line and one delivery group. */
function cartData(id: string, overrides: Partial<CartData> = {}): CartData {
  const money = { amount: '120.0', currencyCode: 'EUR' as const };
  return {
    id,
    checkoutUrl: `https://shop.test/cart/c/${id}`,
    totalQuantity: 1,
    note: null,
    buyerIdentity: { countryCode: 'FR' },
    attributes: [],
    discountCodes: [],
    cost: { subtotalAmount: money, totalAmount: money },
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 1,
          attributes: [],
          merchandise: {
            id: VARIANT_A,
            title: 'Or',
            selectedOptions: [],
            product: { id: 'gid://shopify/Product/1', handle: 'comete', title: 'Comète' },
          },
          cost: { amountPerQuantity: money, totalAmount: money },
        },
      ],
    },
    deliveryGroups: {
      nodes: [
        { id: 'gid://shopify/CartDeliveryGroup/1', deliveryOptions: [{ handle: 'standard' }] },
      ],
    },
    ...overrides,
  };
}

const VARIANT_A = 'gid://shopify/ProductVariant/11';
const VARIANT_B = 'gid://shopify/ProductVariant/12';
const CART_ID = 'gid://shopify/Cart/c1';
const EN_US = LOCALES[1]!;

/**
 * A scripted Storefront API: `carts` are the carts it knows, `variants` the merchandise it sells,
 * and every mutation answers `payload` (a cart payload or null) unless `payloads` names the key.
 */
function scriptedShop({
  carts = [cartData(CART_ID)],
  variants = [VARIANT_A, VARIANT_B],
  payload = (): unknown => ({ cart: cartData(CART_ID), userErrors: [], warnings: [] }),
}: {
  carts?: CartData[];
  variants?: string[];
  payload?: (call: CommerceCall) => unknown;
} = {}) {
  return fakeCommerce((call) => {
    if (call.document === CART_QUERY)
      return { cart: carts.find((cart) => cart.id === call.variables.cartId) ?? null };
    if (call.document === MERCHANDISE_QUERY)
      return {
        nodes: (call.variables.ids as string[]).map((id) =>
          variants.includes(id) ? { id } : null,
        ),
      };
    const key = /mutation (\w+)/.exec(call.document)![1]!;
    return { [key[0]!.toLowerCase() + key.slice(1)]: payload(call) };
  });
}

/** The mutation calls only (the reads of the cart and the catalogue left out). */
const mutations = (calls: CommerceCall[]) =>
  calls.filter((call) => call.document !== CART_QUERY && call.document !== MERCHANDISE_QUERY);

describe('getCart: the cart of an id', () => {
  it('reads no cart without an id, and asks for nothing', async () => {
    const { client, calls } = scriptedShop();
    expect(await getCart(client, DEFAULT_LOCALE, undefined)).toBeNull();
    expect(await getCart(client, DEFAULT_LOCALE, '')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks for the cart id in the locale and answers the cart, or null for an unknown id', async () => {
    const { client, calls } = scriptedShop();
    expect((await getCart(client, EN_US, CART_ID))?.id).toBe(CART_ID);
    expect(calls).toEqual([
      { document: CART_QUERY, locale: EN_US, variables: { cartId: CART_ID } },
    ]);
    expect(await getCart(client, EN_US, 'gid://shopify/Cart/gone')).toBeNull();
    expect(await getCart(fakeCommerce(() => ({})).client, EN_US, CART_ID)).toBeNull();
  });
});

describe('getRequestCart: the cart of the signed cart cookie (root loader)', () => {
  const env = () =>
    parseEnv({
      SESSION_SECRET: 'test-session-secret-0123',
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
    });
  const requestWith = async (cookie: Cookie, value: unknown) =>
    new Request('http://shop.test/', { headers: { Cookie: await cookie.serialize(value) } });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the cart of the cookie from the Storefront API', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Response.json({ data: { cart: cartData(CART_ID) } });
    });
    const context = { env: env(), cartCookie: createCartCookie(env()) };
    const cart = await getRequestCart(
      await requestWith(context.cartCookie, CART_ID),
      EN_US,
      context,
    );
    expect(cart?.id).toBe(CART_ID);
    expect(bodies).toMatchObject([
      { variables: { cartId: CART_ID, country: 'US', language: 'EN' } },
    ]);
  });

  it('no cookie, an empty or a non-string value is no cart, without asking the API', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const context = { env: env(), cartCookie: createCartCookie(env()) };
    expect(await getRequestCart(new Request('http://shop.test/'), EN_US, context)).toBeNull();
    expect(
      await getRequestCart(await requestWith(context.cartCookie, ''), EN_US, context),
    ).toBeNull();
    expect(
      await getRequestCart(await requestWith(context.cartCookie, 42), EN_US, context),
    ).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a Storefront API failure shows no cart rather than failing the page; other errors throw', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ errors: [{ message: 'down' }] }));
    const context = { env: env(), cartCookie: createCartCookie(env()) };
    const request = await requestWith(context.cartCookie, CART_ID);
    expect(await getRequestCart(request, EN_US, context)).toBeNull();
    const broken = { env: env(), cartCookie: createCartCookie(env()) };
    vi.stubGlobal('fetch', async () => {
      throw new Error('unreachable');
    });
    // A network failure is a CommerceError too (503): still no cart.
    expect(
      await getRequestCart(await requestWith(broken.cartCookie, CART_ID), EN_US, broken),
    ).toBeNull();
    // A malformed answer (data: null) is a bug to see, not a missing cart.
    vi.stubGlobal('fetch', async () => Response.json({ data: null }));
    const odd = { env: env(), cartCookie: createCartCookie(env()) };
    await expect(
      getRequestCart(await requestWith(odd.cartCookie, CART_ID), EN_US, odd),
    ).rejects.toThrow(TypeError);
  });
});

describe('runCartAction: what is sent to the Storefront API and what the shopper gets back', () => {
  const NEW_ID = 'gid://shopify/Cart/new';
  const created = () => ({ cart: cartData(NEW_ID), userErrors: [], warnings: [] });

  it('LinesAdd checks the merchandise once per id, then adds to the cart of the cookie', async () => {
    const { client, calls } = scriptedShop();
    const lines = [
      { merchandiseId: VARIANT_A, quantity: 2 },
      { merchandiseId: VARIANT_A, quantity: 1 },
    ];
    const result = await runCartAction(client, EN_US, CART_ID, {
      action: 'LinesAdd',
      inputs: { lines },
    });
    expect(result).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings: [] });
    expect(calls.map((call) => [call.document, call.variables])).toEqual([
      [CART_QUERY, { cartId: CART_ID }],
      [MERCHANDISE_QUERY, { ids: [VARIANT_A] }],
      [CART_LINES_ADD, { cartId: CART_ID, lines }],
    ]);
    expect(calls.every((call) => call.locale === EN_US)).toBe(true);
  });

  it('LinesAdd without a cart (or with an unknown one) creates a cart for the locale country', async () => {
    const { client, calls } = scriptedShop({ payload: created });
    const lines = [{ merchandiseId: VARIANT_B, quantity: 1 }];
    const result = await runCartAction(client, EN_US, 'gid://shopify/Cart/gone', {
      action: 'LinesAdd',
      inputs: { lines },
    });
    expect(result.cart?.id).toBe(NEW_ID);
    expect(mutations(calls)).toEqual([
      {
        document: CART_CREATE,
        locale: EN_US,
        variables: { input: { lines, buyerIdentity: { countryCode: 'US' } } },
      },
    ]);
  });

  it('a cart started by a signed-in customer names them as its buyer', async () => {
    const { client, calls } = scriptedShop({ payload: created });
    await runCartAction(
      client,
      DEFAULT_LOCALE,
      undefined,
      { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: VARIANT_A, quantity: 1 }] } },
      'customer-token',
    );
    expect(mutations(calls).map((call) => call.variables)).toEqual([
      {
        input: {
          lines: [{ merchandiseId: VARIANT_A, quantity: 1 }],
          buyerIdentity: { countryCode: 'FR', customerAccessToken: 'customer-token' },
        },
      },
    ]);
  });

  it('a customer token the API refuses is dropped and the cart is created without it', async () => {
    const refused = {
      cart: null,
      userErrors: [
        { field: ['input', 'buyerIdentity', 'customerAccessToken'], message: 'Invalid token.' },
      ],
    };
    const { client, calls } = scriptedShop({
      payload: (call) => {
        const identity = (call.variables.input as { buyerIdentity: object }).buyerIdentity;
        return 'customerAccessToken' in identity ? refused : created();
      },
    });
    const result = await runCartAction(
      client,
      DEFAULT_LOCALE,
      undefined,
      { action: 'NoteUpdate', inputs: { note: 'Pour Camille' } },
      'expired-token',
    );
    expect(result).toEqual({ ok: true, cart: cartData(NEW_ID), userErrors: [], warnings: [] });
    expect(mutations(calls).map((call) => call.variables)).toEqual([
      {
        input: {
          note: 'Pour Camille',
          buyerIdentity: { countryCode: 'FR', customerAccessToken: 'expired-token' },
        },
      },
      { input: { note: 'Pour Camille', buyerIdentity: { countryCode: 'FR' } } },
    ]);
  });

  it('a refused token among other errors is still dropped for a second try', async () => {
    const refused = {
      cart: null,
      userErrors: [
        { field: ['input', 'note'], message: 'Note too long.' },
        { field: ['input', 'buyerIdentity', 'customerAccessToken'], message: 'Invalid token.' },
      ],
    };
    const { client, calls } = scriptedShop({
      payload: (call) => {
        const identity = (call.variables.input as { buyerIdentity: object }).buyerIdentity;
        return 'customerAccessToken' in identity ? refused : created();
      },
    });
    const result = await runCartAction(
      client,
      DEFAULT_LOCALE,
      undefined,
      { action: 'Create', inputs: {} },
      'expired-token',
    );
    expect(result.cart?.id).toBe(NEW_ID);
    expect(mutations(calls)).toHaveLength(2);
  });

  it('an error about something else than the token is answered as is, without a second try', async () => {
    const stock = {
      cart: null,
      userErrors: [{ field: ['input', 'lines', '0', 'quantity'], message: 'Only 2 left.' }],
    };
    const { client, calls } = scriptedShop({ payload: () => stock });
    const result = await runCartAction(
      client,
      DEFAULT_LOCALE,
      undefined,
      { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: VARIANT_A, quantity: 9 }] } },
      'customer-token',
    );
    expect(result).toEqual({
      ok: false,
      cart: null,
      userErrors: stock.userErrors,
      warnings: [],
      error: 'Only 2 left.',
    });
    expect(mutations(calls)).toHaveLength(1);
  });

  it('a refused token without a customer signed in is not retried', async () => {
    const refused = {
      cart: null,
      userErrors: [
        { field: ['input', 'buyerIdentity', 'customerAccessToken'], message: 'Invalid token.' },
      ],
    };
    const { client, calls } = scriptedShop({ payload: () => refused });
    const result = await runCartAction(client, DEFAULT_LOCALE, undefined, {
      action: 'Create',
      inputs: { buyerIdentity: { customerAccessToken: 'typed-in' } },
    });
    expect(result.error).toBe('Invalid token.');
    expect(mutations(calls)).toHaveLength(1);
  });

  it('a user error without a field is not taken for a refused token: one try, its message shown', async () => {
    const { client, calls } = scriptedShop({
      payload: () => ({ cart: null, userErrors: [{ message: 'The cart is locked.' }] }),
    });
    const result = await runCartAction(
      client,
      DEFAULT_LOCALE,
      undefined,
      { action: 'Create', inputs: {} },
      'customer-token',
    );
    expect(result.error).toBe('The cart is locked.');
    expect(mutations(calls)).toHaveLength(1);
  });

  it('Create keeps the buyer identity of the form over the locale country, and checks its lines', async () => {
    const { client, calls } = scriptedShop({ payload: created });
    await runCartAction(client, EN_US, CART_ID, {
      action: 'Create',
      inputs: {
        note: 'n',
        buyerIdentity: { countryCode: 'FR', email: 'camille@example.com' },
        lines: [{ merchandiseId: VARIANT_B, quantity: 1 }],
      },
    });
    expect(calls.map((call) => call.document)).toEqual([
      CART_QUERY,
      MERCHANDISE_QUERY,
      CART_CREATE,
    ]);
    expect(calls[2]!.variables).toEqual({
      input: {
        note: 'n',
        lines: [{ merchandiseId: VARIANT_B, quantity: 1 }],
        buyerIdentity: { countryCode: 'FR', email: 'camille@example.com' },
      },
    });
  });

  it('Create without lines asks nothing of the catalogue', async () => {
    const { client, calls } = scriptedShop({ payload: created });
    await runCartAction(client, EN_US, undefined, { action: 'Create', inputs: { note: 'n' } });
    expect(calls.map((call) => call.document)).toEqual([CART_CREATE]);
  });

  it('merchandise the shop does not sell is refused before anything is sent', async () => {
    const { client, calls } = scriptedShop();
    const unknown = 'gid://shopify/ProductVariant/99';
    await expect(
      runCartAction(client, EN_US, CART_ID, {
        action: 'LinesAdd',
        inputs: {
          lines: [
            { merchandiseId: VARIANT_A, quantity: 1 },
            { merchandiseId: unknown, quantity: 1 },
          ],
        },
      }),
    ).rejects.toThrow(new CartInputError(`The merchandise ${unknown} is not sold in this shop.`));
    await expect(
      runCartAction(client, EN_US, undefined, {
        action: 'Create',
        inputs: { lines: [{ merchandiseId: unknown, quantity: 1 }] },
      }),
    ).rejects.toThrow(`The merchandise ${unknown} is not sold in this shop.`);
    expect(mutations(calls)).toEqual([]);
  });

  it('LinesUpdate sends the lines of the cart, checking a replaced merchandise', async () => {
    const { client, calls } = scriptedShop();
    const lines = [{ id: 'gid://shopify/CartLine/1', quantity: 3, merchandiseId: VARIANT_B }];
    const result = await runCartAction(client, EN_US, CART_ID, {
      action: 'LinesUpdate',
      inputs: { lines },
    });
    expect(result.ok).toBe(true);
    expect(calls.map((call) => [call.document, call.variables])).toEqual([
      [CART_QUERY, { cartId: CART_ID }],
      [MERCHANDISE_QUERY, { ids: [VARIANT_B] }],
      [CART_LINES_UPDATE, { cartId: CART_ID, lines }],
    ]);
  });

  it('LinesUpdate of a quantity only asks nothing of the catalogue', async () => {
    const { client, calls } = scriptedShop();
    const lines = [{ id: 'gid://shopify/CartLine/1', quantity: 0 }];
    await runCartAction(client, EN_US, CART_ID, { action: 'LinesUpdate', inputs: { lines } });
    expect(calls.map((call) => call.document)).toEqual([CART_QUERY, CART_LINES_UPDATE]);
  });

  it('a line that is not in the cart is refused, with or without a cart, before anything is sent', async () => {
    const { client, calls } = scriptedShop();
    const gone = 'gid://shopify/CartLine/2';
    await expect(
      runCartAction(client, EN_US, CART_ID, {
        action: 'LinesUpdate',
        inputs: { lines: [{ id: gone, quantity: 1 }] },
      }),
    ).rejects.toThrow(new CartInputError(`The line ${gone} is not in this cart.`));
    await expect(
      runCartAction(client, EN_US, CART_ID, {
        action: 'LinesRemove',
        inputs: { lineIds: ['gid://shopify/CartLine/1', gone] },
      }),
    ).rejects.toThrow(`The line ${gone} is not in this cart.`);
    await expect(
      runCartAction(client, EN_US, undefined, {
        action: 'LinesRemove',
        inputs: { lineIds: ['gid://shopify/CartLine/1'] },
      }),
    ).rejects.toThrow('The line gid://shopify/CartLine/1 is not in this cart.');
    expect(mutations(calls)).toEqual([]);
  });

  it('LinesRemove sends the line ids of the cart', async () => {
    const { client, calls } = scriptedShop();
    const lineIds = ['gid://shopify/CartLine/1'];
    expect(
      await runCartAction(client, EN_US, CART_ID, { action: 'LinesRemove', inputs: { lineIds } }),
    ).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings: [] });
    expect(mutations(calls)).toEqual([
      { document: CART_LINES_REMOVE, locale: EN_US, variables: { cartId: CART_ID, lineIds } },
    ]);
  });

  for (const [action, inputs, document] of [
    ['NoteUpdate', { note: 'Pour Camille' }, CART_NOTE_UPDATE],
    ['DiscountCodesUpdate', { discountCodes: ['TREIZE10'] }, CART_DISCOUNT_CODES_UPDATE],
    [
      'AttributesUpdateInput',
      { attributes: [{ key: 'gift', value: 'yes' }] },
      CART_ATTRIBUTES_UPDATE,
    ],
  ] as const) {
    it(`${action} changes the cart of the cookie, or creates a cart holding it`, async () => {
      const withCart = scriptedShop();
      expect(
        await runCartAction(withCart.client, EN_US, CART_ID, { action, inputs } as CartFormInput),
      ).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings: [] });
      expect(mutations(withCart.calls)).toEqual([
        { document, locale: EN_US, variables: { cartId: CART_ID, ...inputs } },
      ]);
      const without = scriptedShop({ payload: created });
      const result = await runCartAction(without.client, EN_US, undefined, {
        action,
        inputs,
      } as CartFormInput);
      expect(result.cart?.id).toBe(NEW_ID);
      expect(mutations(without.calls)).toEqual([
        {
          document: CART_CREATE,
          locale: EN_US,
          variables: { input: { ...inputs, buyerIdentity: { countryCode: 'US' } } },
        },
      ]);
    });
  }

  it('BuyerIdentityUpdate re-prices the cart; without a cart it creates none (behaviour §7)', async () => {
    const { client, calls } = scriptedShop();
    const inputs = { buyerIdentity: { countryCode: 'US' } };
    expect(
      await runCartAction(client, EN_US, CART_ID, { action: 'BuyerIdentityUpdate', inputs }),
    ).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings: [] });
    expect(mutations(calls)).toEqual([
      {
        document: CART_BUYER_IDENTITY_UPDATE,
        locale: EN_US,
        variables: { cartId: CART_ID, ...inputs },
      },
    ]);
    const none = scriptedShop();
    expect(
      await runCartAction(none.client, EN_US, undefined, { action: 'BuyerIdentityUpdate', inputs }),
    ).toEqual({ ok: true, cart: null, userErrors: [], warnings: [] });
    expect(mutations(none.calls)).toEqual([]);
  });

  it('SelectedDeliveryOptionsUpdate needs a cart and one of its delivery groups', async () => {
    const { client, calls } = scriptedShop();
    const choose = (deliveryGroupId: string) => ({
      action: 'SelectedDeliveryOptionsUpdate' as const,
      inputs: { selectedDeliveryOptions: [{ deliveryGroupId, deliveryOptionHandle: 'express' }] },
    });
    await expect(
      runCartAction(client, EN_US, undefined, choose('gid://shopify/CartDeliveryGroup/1')),
    ).rejects.toThrow(new CartInputError('There is no cart yet: add a piece to the cart first.'));
    await expect(
      runCartAction(client, EN_US, CART_ID, choose('gid://shopify/CartDeliveryGroup/9')),
    ).rejects.toThrow(
      new CartInputError(
        'The delivery group gid://shopify/CartDeliveryGroup/9 is not in this cart.',
      ),
    );
    expect(mutations(calls)).toEqual([]);
    expect(
      await runCartAction(client, EN_US, CART_ID, choose('gid://shopify/CartDeliveryGroup/1')),
    ).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings: [] });
    expect(mutations(calls)).toEqual([
      {
        document: CART_SELECTED_DELIVERY_OPTIONS_UPDATE,
        locale: EN_US,
        variables: { cartId: CART_ID, ...choose('gid://shopify/CartDeliveryGroup/1').inputs },
      },
    ]);
  });

  it('MetafieldsSet writes on the cart of the cookie and answers the cart read back', async () => {
    const userErrors = [{ field: ['metafields', '0', 'value'], message: 'Value too long.' }];
    const { client, calls } = scriptedShop({ payload: () => ({ metafields: [], userErrors }) });
    const metafield = { key: 'gift', type: 'single_line_text_field', value: 'yes' };
    const result = await runCartAction(client, EN_US, CART_ID, {
      action: 'MetafieldsSet',
      inputs: { metafields: [metafield] },
    });
    expect(result).toEqual({
      ok: false,
      cart: cartData(CART_ID),
      userErrors,
      warnings: [],
      error: 'Value too long.',
    });
    expect(calls.map((call) => [call.document, call.variables])).toEqual([
      [CART_QUERY, { cartId: CART_ID }],
      [CART_METAFIELDS_SET, { metafields: [{ ...metafield, ownerId: CART_ID }] }],
      [CART_QUERY, { cartId: CART_ID }],
    ]);
  });

  it('MetafieldsSet without a cart creates one first, and says so when it cannot', async () => {
    const carts = [cartData(NEW_ID)];
    const shop = scriptedShop({
      carts,
      payload: (call) =>
        call.document === CART_CREATE ? created() : { metafields: [], userErrors: [] },
    });
    const metafield = { key: 'gift', type: 'single_line_text_field', value: 'yes' };
    const result = await runCartAction(shop.client, EN_US, undefined, {
      action: 'MetafieldsSet',
      inputs: { metafields: [metafield] },
    });
    expect(result).toEqual({ ok: true, cart: cartData(NEW_ID), userErrors: [], warnings: [] });
    expect(shop.calls.map((call) => call.document)).toEqual([
      CART_CREATE,
      CART_METAFIELDS_SET,
      CART_QUERY,
    ]);
    expect(shop.calls[1]!.variables).toEqual({ metafields: [{ ...metafield, ownerId: NEW_ID }] });
    const failing = scriptedShop({ payload: () => ({ cart: null, userErrors: [] }) });
    await expect(
      runCartAction(failing.client, EN_US, undefined, {
        action: 'MetafieldsSet',
        inputs: { metafields: [metafield] },
      }),
    ).rejects.toThrow(new CartInputError('The cart could not be created.'));
  });

  it('MetafieldDelete needs a cart and deletes the key on it', async () => {
    const { client, calls } = scriptedShop({
      payload: () => ({ deletedId: 'x', userErrors: [] }),
    });
    await expect(
      runCartAction(client, EN_US, undefined, {
        action: 'MetafieldDelete',
        inputs: { key: 'gift' },
      }),
    ).rejects.toThrow(new CartInputError('There is no cart yet: add a piece to the cart first.'));
    const result = await runCartAction(client, EN_US, CART_ID, {
      action: 'MetafieldDelete',
      inputs: { key: 'gift' },
    });
    expect(result).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings: [] });
    expect(mutations(calls)).toEqual([
      {
        document: CART_METAFIELD_DELETE,
        locale: EN_US,
        variables: { input: { ownerId: CART_ID, key: 'gift' } },
      },
    ]);
  });

  it('joins the user errors into one message and passes the warnings on', async () => {
    const userErrors = [
      { field: ['lines', '0', 'quantity'], message: 'Only 2 left.' },
      { field: null, message: 'Try again.' },
    ];
    const warnings = [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Low stock.' }];
    const { client } = scriptedShop({
      payload: () => ({ cart: cartData(CART_ID), userErrors, warnings }),
    });
    expect(
      await runCartAction(client, EN_US, CART_ID, { action: 'NoteUpdate', inputs: { note: 'n' } }),
    ).toEqual({
      ok: false,
      cart: cartData(CART_ID),
      userErrors,
      warnings,
      error: 'Only 2 left. Try again.',
    });
    const warned = scriptedShop({
      payload: () => ({ cart: cartData(CART_ID), userErrors: [], warnings }),
    });
    expect(
      await runCartAction(warned.client, EN_US, CART_ID, {
        action: 'NoteUpdate',
        inputs: { note: 'n' },
      }),
    ).toEqual({ ok: true, cart: cartData(CART_ID), userErrors: [], warnings });
  });

  it('no cart and no error is still a failure the shopper is told about', async () => {
    const { client } = scriptedShop({ payload: () => ({ cart: null, userErrors: [] }) });
    expect(
      await runCartAction(client, EN_US, CART_ID, { action: 'NoteUpdate', inputs: { note: 'n' } }),
    ).toEqual({
      ok: false,
      cart: null,
      userErrors: [],
      warnings: [],
      error: 'The cart was not changed.',
    });
  });

  it('a mutation the API leaves unanswered is a failure with a message', async () => {
    const { client } = scriptedShop({ payload: () => null });
    const message = 'The Storefront API did not answer the cart action.';
    expect(
      await runCartAction(client, EN_US, CART_ID, { action: 'NoteUpdate', inputs: { note: 'n' } }),
    ).toEqual({ ok: false, cart: null, userErrors: [{ message }], warnings: [], error: message });
  });
});
