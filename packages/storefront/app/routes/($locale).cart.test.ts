import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppContext } from '../lib/context.server';
import { LOCALES } from '../lib/i18n';
import { fakeCommerce, routeArgs, testContext } from '../test/fakes';
import { action } from './($locale).cart';

const VARIANT = 'gid://shopify/ProductVariant/920000101';
const cart = (id: string, totalQuantity: number) => ({ id, totalQuantity, checkoutUrl: `http://checkout.test/${id}` });
const known = new Set<string>();
const commerce = fakeCommerce(({ document, variables }) => {
  if (document.includes('cartCreate')) {
    known.add('gid://shopify/Cart/new');
    return { cartCreate: { cart: cart('gid://shopify/Cart/new', 1), userErrors: [] } };
  }
  const id = variables.cartId as string;
  return { cartLinesAdd: known.has(id) ? { cart: cart(id, 2), userErrors: [] } : { cart: null, userErrors: [{ message: 'The specified cart does not exist.' }] } };
});
let context = testContext({ commerce: commerce.client });

beforeEach(() => {
  commerce.calls.length = 0;
  known.clear();
  context = testContext({ commerce: commerce.client });
  setAppContext(context);
});
afterEach(() => setAppContext(undefined));

function post(fields: Record<string, string>, cookie?: string, locale?: string) {
  const body = new URLSearchParams(fields);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.Cookie = cookie;
  return action(routeArgs(`${locale ? `/${locale}` : ''}/cart`, { locale }, { method: 'POST', body, headers }));
}

const linesAdd = (merchandiseId: unknown, quantity: unknown) =>
  JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity }] } });

type Answer = { data: { ok: boolean; error?: string; cart?: { id: string } | null }; init: ResponseInit | null };

describe('cart action: bad input is a 400 and reaches no backend', () => {
  for (const [name, fields, message] of [
    ['no field', {}, 'is missing'],
    ['broken JSON', { cartFormInput: '{nope' }, 'not valid JSON'],
    ['unknown action', { cartFormInput: JSON.stringify({ action: 'Explode', inputs: {} }) }, 'not supported'],
    ['negative quantity', { cartFormInput: linesAdd(VARIANT, -1) }, 'at least 1'],
    ['fractional quantity', { cartFormInput: linesAdd(VARIANT, 1.5) }, 'whole number'],
    ['not a variant', { cartFormInput: linesAdd('gid://shopify/Product/1', 1) }, 'ProductVariant gid'],
    ['no lines', { cartFormInput: JSON.stringify({ action: 'LinesAdd', inputs: { lines: [] } }) }, 'at least one line'],
  ] as const) {
    it(name, async () => {
      const answer = (await post(fields)) as unknown as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data.ok).toBe(false);
      expect(answer.data.error).toContain(message);
      expect(commerce.calls).toHaveLength(0);
    });
  }
});

describe('cart action: LinesAdd', () => {
  it('creates a cart in the locale country and keeps its id in a signed cookie', async () => {
    const answer = (await post({ cartFormInput: linesAdd(VARIANT, 1) }, undefined, 'en-us')) as unknown as Answer;
    expect(answer.data.ok).toBe(true);
    expect(commerce.calls.map((c) => c.document.includes('cartCreate'))).toEqual([true]);
    expect(commerce.calls[0]?.locale).toBe(LOCALES[1]);
    expect(commerce.calls[0]?.variables).toMatchObject({ input: { buyerIdentity: { countryCode: 'US' } } });
    const setCookie = new Headers(answer.init?.headers).get('Set-Cookie')!;
    expect(setCookie).toMatch(/treize_cart=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await context.cartCookie.parse(setCookie)).toBe('gid://shopify/Cart/new');
  });

  it('adds to the cart of the cookie', async () => {
    known.add('gid://shopify/Cart/mine');
    const cookie = await context.cartCookie.serialize('gid://shopify/Cart/mine');
    const answer = (await post({ cartFormInput: linesAdd(VARIANT, 2) }, cookie)) as unknown as Answer;
    expect(answer.data.cart?.id).toBe('gid://shopify/Cart/mine');
    expect(commerce.calls).toHaveLength(1);
    expect(commerce.calls[0]?.variables).toMatchObject({ cartId: 'gid://shopify/Cart/mine', lines: [{ merchandiseId: VARIANT, quantity: 2 }] });
  });

  it('starts a new cart when the cookie names an unknown cart, and ignores a forged cookie', async () => {
    const stale = await context.cartCookie.serialize('gid://shopify/Cart/gone');
    const answer = (await post({ cartFormInput: linesAdd(VARIANT, 1) }, stale)) as unknown as Answer;
    expect(answer.data.cart?.id).toBe('gid://shopify/Cart/new');
    commerce.calls.length = 0;
    await post({ cartFormInput: linesAdd(VARIANT, 1) }, 'treize_cart=forged');
    expect(commerce.calls.map((c) => c.document.includes('cartCreate'))).toEqual([true]);
  });

  it('answers 404 under an unknown locale prefix', async () => {
    await expect(post({ cartFormInput: linesAdd(VARIANT, 1) }, undefined, 'xx-yy')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
