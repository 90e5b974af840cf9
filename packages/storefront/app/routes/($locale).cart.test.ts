import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_METAFIELD_QUERY } from '../lib/commerce/cartDocuments';
import { cartFormValue, type CartFormPayload } from '../lib/commerce/cartForm';
import {
  startEmulator,
  stockedVariants,
  type EmulatorHandle,
  type StockedVariant,
} from '../test/cartTestEmulator';
import type { CartActionResult, CartData } from '../lib/commerce/cartTypes';
import { setAppContext, type AppContext } from '../lib/server/context.server';
import { parseEnv } from '../lib/server/env.server';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales';
import { routeArgs, testContext } from '../test/fakes';
import { action, loader } from './($locale).cart';

/**
 * The cart route against a real commerce emulator: every action of behaviour §3 and every
 * bad input; after each 400 the cart read back from the Storefront API is unchanged.
 */
let shop: EmulatorHandle;
let context: AppContext;
let variants: StockedVariant[];

beforeAll(async () => {
  shop = await startEmulator();
  variants = await stockedVariants(shop.commerce, 4);
}, 120_000);
afterAll(async () => {
  setAppContext(undefined);
  await shop?.stop();
});
beforeEach(() => {
  // The cart route reads and writes through its own uncached client, built from the environment.
  const base = testContext();
  const env = parseEnv({
    SESSION_SECRET: 'test-session-secret-0123',
    PUBLIC_STORE_DOMAIN: shop.emulator.url,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
  });
  context = { ...base, env };
  setAppContext(context);
});

const variant = (index: number) => variants[index]!.id;

interface Answer {
  status: number;
  body: CartActionResult | undefined;
  cookie: string | undefined;
  location: string | null;
}

async function post(
  fields: Record<string, string>,
  cookie?: string,
  locale?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.Cookie = cookie;
  const url = `${locale ? `/${locale}` : ''}/cart`;
  const result: unknown = await action(
    routeArgs(url, { locale }, { method: 'POST', body: new URLSearchParams(fields), headers }),
  );
  if (result instanceof Response) {
    return {
      status: result.status,
      body: undefined,
      cookie: result.headers.get('Set-Cookie') ?? undefined,
      location: result.headers.get('Location'),
    };
  }
  const { data, init } = result as { data: CartActionResult; init: ResponseInit | null };
  const setCookie = new Headers(init?.headers).get('Set-Cookie') ?? undefined;
  return { status: init?.status ?? 200, body: data, cookie: setCookie, location: null };
}

const send = (payload: CartFormPayload, cookie?: string, locale?: string) =>
  post({ cartFormInput: cartFormValue(payload) }, cookie, locale);

async function cartOf(cookie: string | undefined, locale?: string): Promise<CartData | null> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const { cart } = await loader(
    routeArgs(`${locale ? `/${locale}` : ''}/cart`, { locale }, { headers }),
  );
  return cart;
}

/** A fresh cart holding one piece of variant 0 and two of variant 1, and its cookie. */
async function filledCart(): Promise<{ cookie: string; cart: CartData }> {
  const answer = await send({
    action: 'LinesAdd',
    inputs: {
      lines: [
        { merchandiseId: variant(0), quantity: 1 },
        { merchandiseId: variant(1), quantity: 2 },
      ],
    },
  });
  expect(answer.status).toBe(200);
  return { cookie: answer.cookie!, cart: answer.body!.cart! };
}

const lineOf = (cart: CartData | null, merchandiseId: string) =>
  cart?.lines.nodes.find((line) => line.merchandise.id === merchandiseId);

describe('cart route: the cart and its cookie', () => {
  it('adding without a cart creates one and keeps its id in a signed, HttpOnly, SameSite=Lax cookie', async () => {
    const answer = await send({
      action: 'LinesAdd',
      inputs: { lines: [{ merchandiseId: variant(0) }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, userErrors: [], warnings: [] });
    expect(answer.body?.cart?.totalQuantity).toBe(1);
    expect(answer.cookie).toMatch(/^treize_cart=/);
    expect(answer.cookie).toMatch(/HttpOnly/i);
    expect(answer.cookie).toMatch(/SameSite=Lax/i);
    expect(await context.cartCookie.parse(answer.cookie!)).toBe(answer.body?.cart?.id);
    expect((await cartOf(answer.cookie))?.id).toBe(answer.body?.cart?.id);
  });

  it('an unknown cart id or a forged cookie starts a new cart instead of failing', async () => {
    const stale = await context.cartCookie.serialize('gid://shopify/Cart/does-not-exist');
    const fromStale = await send(
      { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant(0), quantity: 2 }] } },
      stale,
    );
    expect(fromStale.status).toBe(200);
    expect(fromStale.body?.cart?.id).not.toBe('gid://shopify/Cart/does-not-exist');
    expect(fromStale.body?.cart?.totalQuantity).toBe(2);
    const forged = await send(
      { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant(0) }] } },
      'treize_cart=gid%3A%2F%2Fshopify%2FCart%2Fmine',
    );
    expect(forged.body?.cart?.totalQuantity).toBe(1);
    expect(await cartOf('treize_cart=forged')).toBeNull();
  });

  it('the cart answers in the locale currency of @inContext and the buyer country', async () => {
    const answer = await send(
      { action: 'Create', inputs: { lines: [{ merchandiseId: variant(0) }] } },
      undefined,
      'en-us',
    );
    expect(answer.body?.cart?.cost.subtotalAmount.currencyCode).toBe('USD');
    expect(answer.body?.cart?.buyerIdentity.countryCode).toBe('US');
    const fr = await send({ action: 'Create', inputs: {} });
    expect(fr.body?.cart?.cost.subtotalAmount.currencyCode).toBe('EUR');
  });

  it('GET /cart and /en-us/cart read the cart of the cookie, no cookie means no cart', async () => {
    const { cookie, cart } = await filledCart();
    expect((await cartOf(cookie))?.totalQuantity).toBe(3);
    expect((await cartOf(cookie, 'en-us'))?.id).toBe(cart.id);
    expect(await cartOf(undefined)).toBeNull();
  });

  it('a plain form post without redirectTo comes back to the cart page (post, redirect, get)', async () => {
    const fields = {
      cartFormInput: cartFormValue({
        action: 'LinesAdd',
        inputs: { lines: [{ merchandiseId: variant(0) }] },
      }),
    };
    const result = (await action(
      routeArgs(
        '/en-fr/cart',
        { locale: 'en-fr' },
        {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Sec-Fetch-Mode': 'navigate',
          },
        },
      ),
    )) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get('Location')).toBe('/en-fr/cart');
    expect(await cartOf(result.headers.get('Set-Cookie')!)).toMatchObject({ totalQuantity: 1 });
  });

  it('answers 404 under an unknown locale prefix', async () => {
    await expect(
      send(
        { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant(0) }] } },
        undefined,
        'xx-yy',
      ),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('cart route: the 11 actions of behaviour §3', () => {
  it('Create makes a cart with lines, note, attributes and buyer identity', async () => {
    const answer = await send({
      action: 'Create',
      inputs: {
        lines: [{ merchandiseId: variant(0), quantity: 2 }],
        note: 'Pour Camille',
        attributes: [{ key: 'gift', value: 'yes' }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body?.cart).toMatchObject({
      totalQuantity: 2,
      note: 'Pour Camille',
      attributes: [{ key: 'gift', value: 'yes' }],
    });
    expect(answer.body?.cart?.buyerIdentity.countryCode).toBe('FR');
  });

  it('LinesAdd adds to the cart of the cookie, merging the same variant', async () => {
    const { cookie } = await filledCart();
    const answer = await send(
      { action: 'LinesAdd', inputs: { lines: [{ merchandiseId: variant(0), quantity: 1 }] } },
      cookie,
    );
    expect(answer.body?.cart?.totalQuantity).toBe(4);
    expect(lineOf(answer.body!.cart, variant(0))?.quantity).toBe(2);
  });

  it('LinesUpdate sets a quantity, and 0 removes the line', async () => {
    const { cookie, cart } = await filledCart();
    const [first, second] = cart.lines.nodes;
    const answer = await send(
      {
        action: 'LinesUpdate',
        inputs: {
          lines: [
            { id: first!.id, quantity: 3 },
            { id: second!.id, quantity: 0 },
          ],
        },
      },
      cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.body?.cart?.lines.nodes.map((line) => [line.id, line.quantity])).toEqual([
      [first!.id, 3],
    ]);
  });

  it('LinesRemove removes the lines', async () => {
    const { cookie, cart } = await filledCart();
    const answer = await send(
      { action: 'LinesRemove', inputs: { lineIds: [cart.lines.nodes[0]!.id] } },
      cookie,
    );
    expect(answer.body?.cart?.lines.nodes.map((line) => line.merchandise.id)).toEqual([variant(1)]);
  });

  it('NoteUpdate sets the note, from JSON or from a plain form field', async () => {
    const { cookie } = await filledCart();
    expect(
      (await send({ action: 'NoteUpdate', inputs: { note: 'Emballage cadeau' } }, cookie)).body
        ?.cart?.note,
    ).toBe('Emballage cadeau');
    const plain = await post(
      {
        cartFormInput: JSON.stringify({ action: 'NoteUpdate', inputs: {} }),
        note: 'Sans JavaScript',
      },
      cookie,
    );
    expect(plain.body?.cart?.note).toBe('Sans JavaScript');
  });

  it('BuyerIdentityUpdate re-prices the cart in the new country currency', async () => {
    const { cookie, cart } = await filledCart();
    expect(cart.cost.subtotalAmount.currencyCode).toBe('EUR');
    const answer = await send(
      { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { countryCode: 'US' } } },
      cookie,
    );
    expect(answer.body?.cart?.buyerIdentity.countryCode).toBe('US');
    expect((await cartOf(cookie, 'en-us'))?.cost.subtotalAmount.currencyCode).toBe('USD');
  });

  it('BuyerIdentityUpdate without a cart creates none', async () => {
    const answer = await send({
      action: 'BuyerIdentityUpdate',
      inputs: { buyerIdentity: { countryCode: 'US' } },
    });
    expect(answer).toMatchObject({
      status: 200,
      cookie: undefined,
      body: { ok: true, cart: null },
    });
  });

  it('DiscountCodesUpdate applies TREIZE10 and keeps an unknown code as not applicable, with a warning', async () => {
    const { cookie, cart } = await filledCart();
    const answer = await send(
      { action: 'DiscountCodesUpdate', inputs: { discountCodes: ['TREIZE10'] } },
      cookie,
    );
    expect(answer.body?.cart?.discountCodes).toEqual([{ code: 'TREIZE10', applicable: true }]);
    expect(Number(answer.body?.cart?.cost.totalAmount.amount)).toBeCloseTo(
      Number(cart.cost.subtotalAmount.amount) * 0.9,
      2,
    );
    const unknown = await post(
      {
        cartFormInput: JSON.stringify({ action: 'DiscountCodesUpdate', inputs: {} }),
        discountCodes: 'NOPE',
      },
      cookie,
    );
    expect(unknown.body?.cart?.discountCodes).toEqual([{ code: 'NOPE', applicable: false }]);
    expect(unknown.body?.ok).toBe(true);
  });

  it('AttributesUpdateInput sets the attributes', async () => {
    const { cookie } = await filledCart();
    const answer = await send(
      {
        action: 'AttributesUpdateInput',
        inputs: { attributes: [{ key: 'source', value: 'salon' }] },
      },
      cookie,
    );
    expect(answer.body?.cart?.attributes).toEqual([{ key: 'source', value: 'salon' }]);
  });

  it('SelectedDeliveryOptionsUpdate chooses a delivery option of the cart group', async () => {
    const { cookie, cart } = await filledCart();
    const group = cart.deliveryGroups.nodes[0]!;
    const answer = await send(
      {
        action: 'SelectedDeliveryOptionsUpdate',
        inputs: {
          selectedDeliveryOptions: [{ deliveryGroupId: group.id, deliveryOptionHandle: 'express' }],
        },
      },
      cookie,
    );
    expect(answer.body?.cart?.deliveryGroups.nodes[0]?.selectedDeliveryOption?.handle).toBe(
      'express',
    );
  });

  it('MetafieldsSet and MetafieldDelete write and delete a cart metafield', async () => {
    const { cookie, cart } = await filledCart();
    const read = async () =>
      (
        await shop.commerce.query<{ cart: { metafield: { value: string } | null } }>(
          CART_METAFIELD_QUERY,
          { locale: DEFAULT_LOCALE, variables: { cartId: cart.id, key: 'custom.engraving' } },
        )
      ).cart.metafield;
    const set = await send(
      {
        action: 'MetafieldsSet',
        inputs: {
          metafields: [{ key: 'custom.engraving', type: 'single_line_text_field', value: 'XIII' }],
        },
      },
      cookie,
    );
    expect(set).toMatchObject({ status: 200, body: { ok: true } });
    expect((await read())?.value).toBe('XIII');
    const deleted = await send(
      { action: 'MetafieldDelete', inputs: { key: 'custom.engraving' } },
      cookie,
    );
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect(await read()).toBeNull();
  });

  it('redirectTo sends a 303 to the same-site path, with the cart cookie', async () => {
    const answer = await post({
      cartFormInput: cartFormValue({
        action: 'LinesAdd',
        inputs: { lines: [{ merchandiseId: variant(0) }] },
      }),
      redirectTo: '/en-us/cart?from=form',
    });
    expect(answer).toMatchObject({ status: 303, location: '/en-us/cart?from=form' });
    expect(answer.cookie).toMatch(/^treize_cart=/);
  });

  it('the locale switch posts to the cart index with redirectTo inside the payload (no JavaScript)', async () => {
    const { cookie } = await filledCart();
    const payload = {
      action: 'BuyerIdentityUpdate',
      inputs: { buyerIdentity: { countryCode: 'US' } },
      redirectTo: '/en-us/products/comete?Couleur=Or',
    };
    const answer = await post({ cartFormInput: JSON.stringify(payload) }, cookie);
    expect(answer).toMatchObject({ status: 303, location: '/en-us/products/comete?Couleur=Or' });
    expect((await cartOf(cookie, 'en-us'))?.cost.subtotalAmount.currencyCode).toBe('USD');
  });
});

describe('cart route: bad input is a 400 with a message and the cart unchanged', () => {
  const cases: [string, (cart: CartData) => Record<string, string>, string][] = [
    ['no cartFormInput field', () => ({}), 'is missing'],
    ['malformed JSON', () => ({ cartFormInput: '{"action": "LinesAdd",' }), 'not valid JSON'],
    ['a JSON array', () => ({ cartFormInput: '[1,2]' }), 'must be a JSON object'],
    [
      'an unknown action',
      () => ({ cartFormInput: JSON.stringify({ action: 'LinesExplode', inputs: {} }) }),
      'not supported',
    ],
    ['no inputs', () => ({ cartFormInput: JSON.stringify({ action: 'NoteUpdate' }) }), 'at inputs'],
    [
      'a quantity as a string',
      () => ({
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant(0), quantity: '2' }] },
        }),
      }),
      'quantity must be a number',
    ],
    [
      'a negative add quantity',
      () => ({
        cartFormInput: cartFormValue({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant(0), quantity: -1 }] },
        }),
      }),
      'at least 1',
    ],
    [
      'a fractional add quantity',
      () => ({
        cartFormInput: cartFormValue({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant(0), quantity: 1.5 }] },
        }),
      }),
      'whole number',
    ],
    [
      'a negative update quantity',
      (cart) => ({
        cartFormInput: cartFormValue({
          action: 'LinesUpdate',
          inputs: { lines: [{ id: cart.lines.nodes[0]!.id, quantity: -2 }] },
        }),
      }),
      'must not be negative',
    ],
    [
      'a fractional update quantity',
      (cart) => ({
        cartFormInput: cartFormValue({
          action: 'LinesUpdate',
          inputs: { lines: [{ id: cart.lines.nodes[0]!.id, quantity: 0.5 }] },
        }),
      }),
      'whole number',
    ],
    [
      'a note that is a number',
      () => ({ cartFormInput: JSON.stringify({ action: 'NoteUpdate', inputs: { note: 42 } }) }),
      'inputs.note',
    ],
    [
      'an unexpected input field',
      () => ({
        cartFormInput: JSON.stringify({
          action: 'LinesRemove',
          inputs: { lineIds: ['x'], all: true },
        }),
      }),
      'inputs',
    ],
    [
      'a merchandise id that is not a variant gid',
      () => ({
        cartFormInput: cartFormValue({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: 'gid://shopify/Product/1', quantity: 1 }] },
        }),
      }),
      'ProductVariant gid',
    ],
    [
      'an unknown merchandise',
      () => ({
        cartFormInput: cartFormValue({
          action: 'LinesAdd',
          inputs: {
            lines: [{ merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: 1 }],
          },
        }),
      }),
      'not sold in this shop',
    ],
    [
      'an unknown merchandise in an update',
      (cart) => ({
        cartFormInput: cartFormValue({
          action: 'LinesUpdate',
          inputs: {
            lines: [
              {
                id: cart.lines.nodes[0]!.id,
                quantity: 1,
                merchandiseId: 'gid://shopify/ProductVariant/999999999',
              },
            ],
          },
        }),
      }),
      'not sold in this shop',
    ],
    [
      'an unknown line to update (with a known one)',
      (cart) => ({
        cartFormInput: cartFormValue({
          action: 'LinesUpdate',
          inputs: {
            lines: [
              { id: cart.lines.nodes[0]!.id, quantity: 5 },
              { id: 'gid://shopify/CartLine/nope', quantity: 1 },
            ],
          },
        }),
      }),
      'is not in this cart',
    ],
    [
      'an unknown line to remove (with a known one)',
      (cart) => ({
        cartFormInput: cartFormValue({
          action: 'LinesRemove',
          inputs: { lineIds: [cart.lines.nodes[0]!.id, 'gid://shopify/CartLine/nope'] },
        }),
      }),
      'is not in this cart',
    ],
    [
      'an unknown delivery group',
      () => ({
        cartFormInput: cartFormValue({
          action: 'SelectedDeliveryOptionsUpdate',
          inputs: {
            selectedDeliveryOptions: [
              {
                deliveryGroupId: 'gid://shopify/CartDeliveryGroup/x',
                deliveryOptionHandle: 'express',
              },
            ],
          },
        }),
      }),
      'not in this cart',
    ],
    [
      'a country code in lower case',
      () => ({
        cartFormInput: cartFormValue({
          action: 'BuyerIdentityUpdate',
          inputs: { buyerIdentity: { countryCode: 'us' } },
        }),
      }),
      'two capital letters',
    ],
    [
      'more pieces than in stock',
      () => ({
        cartFormInput: cartFormValue({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant(0), quantity: 99 }] },
        }),
      }),
      'in stock',
    ],
    [
      'an unsupported metafield type',
      () => ({
        cartFormInput: cartFormValue({
          action: 'MetafieldsSet',
          inputs: { metafields: [{ key: 'custom.x', type: 'potion', value: '1' }] },
        }),
      }),
      'not a supported metafield type',
    ],
    [
      'redirectTo to another site (protocol-relative)',
      () => ({
        cartFormInput: cartFormValue({ action: 'NoteUpdate', inputs: { note: 'x' } }),
        redirectTo: '//evil.example/cart',
      }),
      'path on this site',
    ],
    [
      'redirectTo as an absolute URL',
      () => ({
        cartFormInput: cartFormValue({ action: 'NoteUpdate', inputs: { note: 'x' } }),
        redirectTo: 'https://evil.example/',
      }),
      'path on this site',
    ],
    [
      'redirectTo with a backslash',
      () => ({
        cartFormInput: cartFormValue({ action: 'NoteUpdate', inputs: { note: 'x' } }),
        redirectTo: '/\\evil.example',
      }),
      'path on this site',
    ],
  ];

  for (const [name, fields, message] of cases) {
    it(name, async () => {
      const { cookie } = await filledCart();
      const before = await cartOf(cookie);
      const answer = await post(fields(before!), cookie);
      expect(answer.status).toBe(400);
      expect(answer.body?.ok).toBe(false);
      expect(answer.body?.error).toContain(message);
      expect(await cartOf(cookie)).toEqual(before);
    });
  }

  it('a body that is not a form', async () => {
    const result = (await action(
      routeArgs(
        '/cart',
        {},
        {
          method: 'POST',
          body: '{"action":"LinesAdd"}',
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    )) as unknown as { data: CartActionResult; init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe(
      'Le panier n’a pas pu lire cette demande. Veuillez recharger la page et réessayer.',
    );
  });

  it('removing or updating lines without a cart', async () => {
    const answer = await send({
      action: 'LinesRemove',
      inputs: { lineIds: ['gid://shopify/CartLine/1'] },
    });
    expect(answer).toMatchObject({ status: 400, cookie: undefined });
    expect(answer.body?.error).toContain('is not in this cart');
  });

  it('every locale refuses the same bad input', async () => {
    for (const locale of LOCALES) {
      const answer = await post(
        { cartFormInput: '{' },
        undefined,
        locale.pathPrefix.slice(1) || undefined,
      );
      expect(answer.status).toBe(400);
    }
  });
});
