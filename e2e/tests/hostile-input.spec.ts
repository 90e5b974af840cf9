import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import { stack } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * The hostile-input suite: a few hundred generated requests across the cart action, the
 * API routes and odd URL shapes. None may answer 5xx; every 4xx says something a person can act
 * on; a refused request changes no cart; no redirect leaves the site.
 */

const LOCALES = ['', '/en-us', '/en-fr'];

interface Case {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  data?: string | Buffer;
}

/** The checks every answer passes. */
async function expectSafe(answer: APIResponse, hostile: Case, origin: string) {
  const label = `${hostile.method} ${hostile.path} (${hostile.name})`;
  expect(answer.status(), label).toBeLessThan(500);
  const location = answer.headers()['location'];
  if (location !== undefined) {
    // The browser's own reading of the target: it must stay on this site.
    expect(new URL(location, origin).origin, `${label} → ${location}`).toBe(origin);
    expect(location, label).not.toMatch(/[\t\n\r\\]/);
  }
  if (answer.status() >= 400) {
    const body = await answer.text();
    // A message, not an empty answer or a stack trace.
    expect(body.replace(/<[^>]+>/g, ' ').trim().length, label).toBeGreaterThan(20);
    expect(body, label).not.toMatch(/at .+\.(js|ts):\d+:\d+|Unexpected Server Error/);
  }
}

/** The storefront's body limit: past it, the server may answer and close mid-upload. */
const BODY_LIMIT_BYTES = 64 * 1024;

function bodyBytes(hostile: Case): number {
  const parts = [
    hostile.data ?? '',
    ...Object.values(hostile.form ?? {}),
    ...Object.values(hostile.multipart ?? {}).map((part) =>
      typeof part === 'string' ? part : part.buffer,
    ),
  ];
  return parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
}

/**
 * Sends one case. `null` means the server answered 413 and closed the connection while an
 * oversized body was still being written (the client sees EPIPE or a reset): a refusal, which is
 * what the limit is for. Any other failure to get an answer fails the test.
 */
async function send(context: APIRequestContext, hostile: Case): Promise<APIResponse | null> {
  try {
    return await context.fetch(hostile.path, {
      method: hostile.method,
      headers: hostile.headers,
      form: hostile.form,
      multipart: hostile.multipart,
      data: hostile.data,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
  } catch (error) {
    const closedMidUpload = /EPIPE|ECONNRESET|socket hang up/.test(String(error));
    if (closedMidUpload && bodyBytes(hostile) > BODY_LIMIT_BYTES) return null;
    throw error;
  }
}

/** Runs the cases a few at a time (the CI machine has two cores). */
async function runAll(context: APIRequestContext, cases: Case[], origin: string) {
  for (let i = 0; i < cases.length; i += 6) {
    await Promise.all(
      cases.slice(i, i + 6).map(async (hostile) => {
        const answer = await send(context, hostile);
        if (answer) await expectSafe(answer, hostile, origin);
        return answer;
      }),
    );
  }
}

const OFF_SITE = [
  '//evil.example/x',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/.//evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
  '/\u3000/evil.example',
  '/a\u0000b',
  '',
];

const BAD_CART_INPUTS = [
  '',
  'not json',
  '{',
  '[]',
  'null',
  '{"action":"Explode"}',
  '{"action":"LinesAdd"}',
  '{"action":"LinesAdd","inputs":{}}',
  '{"action":"LinesAdd","inputs":{"lines":[]}}',
  '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"nope","quantity":1}]}}',
  '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"gid://shopify/ProductVariant/999999999","quantity":1}]}}',
  '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"gid://shopify/ProductVariant/1","quantity":-1}]}}',
  '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"gid://shopify/ProductVariant/1","quantity":1e9}]}}',
  '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"gid://shopify/ProductVariant/1","quantity":"1"}]}}',
  '{"action":"LinesUpdate","inputs":{"lines":[{"id":"gid://shopify/CartLine/unknown","quantity":2}]}}',
  '{"action":"LinesRemove","inputs":{"lineIds":["gid://shopify/CartLine/unknown"]}}',
  '{"action":"LinesRemove","inputs":{"lineIds":"all"}}',
  '{"action":"NoteUpdate","inputs":{"note":{"$gt":""}}}',
  `{"action":"NoteUpdate","inputs":{"note":"${'x'.repeat(70_000)}"}}`,
  '{"action":"DiscountCodesUpdate","inputs":{"discountCodes":"TREIZE"}}',
  '{"action":"BuyerIdentityUpdate","inputs":{"buyerIdentity":{"countryCode":"ZZ"}}}',
  '{"action":"SelectedDeliveryOptionsUpdate","inputs":{"selectedDeliveryOptions":[{"deliveryGroupId":"x","deliveryOptionHandle":"y"}]}}',
  '{"action":"AttributesUpdateInput","inputs":{"attributes":[{"key":1}]}}',
  '{"__proto__":{"admin":true},"action":"LinesAdd"}',
  '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId":"gid://shopify/ProductVariant/1\\u0000","quantity":1}]}}',
];

test.describe('hostile input', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the cart action refuses bad input with a message and leaves the cart as it was', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    const shopper = await playwrightRequest.newContext({ baseURL: origin });
    // A shopper with one line in the cart.
    const variant = await firstVariantId(shopper);
    const added = await shopper.post('/cart', {
      form: {
        cartFormInput: JSON.stringify({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant, quantity: 1 }] },
        }),
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBeLessThan(400);
    const before = await cartSnapshot(shopper);
    const cookieBefore = await cartCookie(shopper);
    expect(before).toContain(':1');

    const cases: Case[] = [];
    for (const locale of LOCALES) {
      for (const input of BAD_CART_INPUTS) {
        for (const path of [`${locale}/cart`, `${locale}/cart.data`]) {
          cases.push({
            name: `cart input ${input.slice(0, 40)}`,
            method: 'POST',
            path,
            form: { cartFormInput: input },
          });
        }
        cases.push({
          name: `multipart cart input ${input.slice(0, 40)}`,
          method: 'POST',
          path: `${locale}/cart`,
          multipart: { cartFormInput: input },
        });
      }
      for (const target of OFF_SITE) {
        cases.push({
          name: `redirectTo ${JSON.stringify(target)}`,
          method: 'POST',
          path: `${locale}/cart`,
          form: {
            cartFormInput: JSON.stringify({
              action: 'LinesRemove',
              inputs: { lineIds: ['gid://shopify/CartLine/none'] },
            }),
            redirectTo: target,
          },
        });
      }
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        cases.push({
          name: `${method} with a valid add`,
          method,
          path: `${locale}/cart`,
          form: {
            cartFormInput: JSON.stringify({
              action: 'LinesAdd',
              inputs: { lines: [{ merchandiseId: variant, quantity: 5 }] },
            }),
          },
        });
      }
      cases.push(
        {
          name: 'JSON body',
          method: 'POST',
          path: `${locale}/cart`,
          data: '{"cartFormInput":1}',
          headers: { 'Content-Type': 'application/json' },
        },
        {
          name: 'binary body',
          method: 'POST',
          path: `${locale}/cart`,
          data: Buffer.from([0, 255, 1, 254]),
          headers: { 'Content-Type': 'application/octet-stream' },
        },
        {
          name: '1 MB body',
          method: 'POST',
          path: `${locale}/cart.data`,
          form: { cartFormInput: 'x'.repeat(1_000_000) },
        },
        {
          name: '10 MB upload beside a valid add',
          method: 'POST',
          path: `${locale}/cart`,
          multipart: {
            cartFormInput: JSON.stringify({
              action: 'LinesAdd',
              inputs: { lines: [{ merchandiseId: variant, quantity: 7 }] },
            }),
            file: {
              name: 'big.bin',
              mimeType: 'application/octet-stream',
              buffer: Buffer.alloc(10_000_000),
            },
          },
        },
      );
    }
    await runAll(shopper, cases, origin);

    expect(await cartSnapshot(shopper)).toBe(before);
    // The same cart (a refused request may refresh the cookie's expiry, never its value).
    expect(await cartCookie(shopper)).toBe(cookieBefore);
    await shopper.dispose();
  });

  test('API routes and URL shapes answer 4xx with a message, never 5xx or off-site', async ({
    request,
    baseURL,
  }) => {
    const origin = baseURL!;
    const secret = encodeURIComponent(stack.previewSecret);
    const cases: Case[] = [];
    for (const slug of OFF_SITE) {
      cases.push({
        name: `preview slug ${JSON.stringify(slug)}`,
        method: 'GET',
        path: `/api/preview?secret=${secret}&slug=${encodeURIComponent(slug)}`,
      });
    }
    for (const raw of [
      '%0A',
      '%0D%0A',
      '%E3%80%80',
      '%00',
      '/%09/evil.example',
      '%2F%2Fevil.example',
      '/%5C%5Cevil',
    ]) {
      cases.push({
        name: `raw slug ${raw}`,
        method: 'GET',
        path: `/api/preview?secret=${secret}&slug=${raw}`,
      });
      cases.push({
        name: `raw slug in a path ${raw}`,
        method: 'GET',
        path: `/api/preview?secret=${secret}&slug=/pages/${raw}`,
      });
    }
    for (const secretValue of ['', 'wrong', 'x'.repeat(5000), '%00']) {
      cases.push({
        name: `secret ${secretValue.slice(0, 10)}`,
        method: 'GET',
        path: `/api/preview?secret=${secretValue}&slug=/`,
      });
    }
    for (const referer of [
      'http://[::1',
      'not a url',
      'https://evil.example/',
      '//evil.example',
      'javascript:alert(1)',
      `${origin}//evil.example`,
      `${origin}/\\evil.example`,
      '',
    ]) {
      cases.push({
        name: `leave preview, Referer ${referer}`,
        method: 'POST',
        path: '/api/preview',
        headers: { Referer: referer },
      });
    }
    for (const locale of LOCALES) {
      cases.push(
        {
          name: 'fetchgids outside preview',
          method: 'POST',
          path: `${locale}/api/fetchgids`,
          form: { ids: '["gid://shopify/Product/1"]' },
        },
        { name: 'fetchgids GET', method: 'GET', path: `${locale}/api/fetchgids` },
      );
    }
    const paths = [
      '/EN-US',
      '/en-US/',
      '/En-Fr/cart',
      '/XX-YY/cart',
      '/%00',
      '/products/%00',
      '/products/%E3%80%80',
      '/products/..%2F..%2Fetc%2Fpasswd',
      '/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/products/${'a'.repeat(4000)}`,
      '/collections/%FF',
      '/pages/%C0%AE%C0%AE',
      '/search?q=%00',
      `/search?q=${'%F0%9F%92%8E'.repeat(500)}`,
      '/products/etoile-treize?Couleur=%00',
      '/policies/%2E%2E',
      '/cart?index',
      '/cart.data',
      '/.well-known/../cart',
      '/%2F%2Fevil.example',
      '/api/preview/extra',
      '/en-us/api/fetchgids.data',
      '/products/etoile-treize.data',
    ];
    for (const path of paths) {
      // OPTIONS and TRACE are refused by the storefront's own server before React Router.
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        cases.push({ name: `URL shape ${method}`, method, path });
      }
    }
    await runAll(request, cases, origin);
    expect(cases.length).toBeGreaterThan(150);
  });

  test('unknown methods get 405 with Allow, and locale prefixes move to lowercase for good', async ({
    request,
  }) => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await request.fetch('/en-us/cart', { method, failOnStatusCode: false });
      expect(answer.status()).toBe(405);
      expect(answer.headers()['allow']).toBe('GET, HEAD, POST');
      expect(await answer.text()).toContain('This address does not accept that kind of request.');
    }
    const upper = await request.get('/EN-US/products/etoile-treize?x=1', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers()['location']).toBe('/en-us/products/etoile-treize?x=1');
    const post = await request.post('/En-Fr/cart', { form: { a: '1' }, maxRedirects: 0 });
    expect(post.status()).toBe(308);
    const big = await request.post('/cart', { form: { cartFormInput: 'x'.repeat(70_000) } });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain('Votre envoi est trop volumineux.');
  });
});

/** One variant id from the commerce emulator, as a shopper would find on a product page. */
async function firstVariantId(context: APIRequestContext): Promise<string> {
  const answer = await context.post(`${stack.commerce}/api/2023-10/graphql.json`, {
    headers: { 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
    data: { query: '{ product(handle: "etoile-treize") { variants(first: 1) { nodes { id } } } }' },
  });
  const body = (await answer.json()) as {
    data: { product: { variants: { nodes: { id: string }[] } } };
  };
  return body.data.product.variants.nodes[0]!.id;
}

/** The value of the signed cart cookie the client holds. */
async function cartCookie(context: APIRequestContext): Promise<string | undefined> {
  return (await context.storageState()).cookies.find((cookie) => cookie.name === 'treize_cart')
    ?.value;
}

/** The cart's lines as `lineId:quantity`, read from the cart page. */
async function cartSnapshot(context: APIRequestContext): Promise<string> {
  const html = await (await context.get('/cart')).text();
  const lines = html
    .split('data-line-id="')
    .slice(1)
    .map((part) => {
      const id = part.slice(0, part.indexOf('"'));
      const after = part.slice(part.indexOf('data-slot="cart-line-quantity-value"'));
      const quantity = /\d+/.exec(after.slice(after.indexOf('>')).replace(/<[^>]*>/g, ''))?.[0];
      return `${id}:${quantity}`;
    });
  return lines.join(',');
}
