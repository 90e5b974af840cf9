import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontEnv } from '../server/env.server';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { cartCommerce } from './cartClient.server';

function envFor(storeDomain: string, backend = { timeoutMs: 1234, retries: 0 }) {
  return {
    storeDomain,
    storefrontToken: 'tok',
    storefrontApiVersion: '2023-10',
    backend,
  } as unknown as StorefrontEnv;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CART = 'query Cart($id: ID!) { cart(id: $id) { totalQuantity } }';

describe('the cart’s Storefront API client', () => {
  it('is one client per environment', () => {
    const env = envFor('http://127.0.0.1:4100');
    expect(cartCommerce(env)).toBe(cartCommerce(env));
    expect(cartCommerce(envFor('http://127.0.0.1:4100'))).not.toBe(cartCommerce(env));
  });

  it('reads the cart fresh every time, within the configured backend deadline', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    let quantity = 0;
    vi.stubGlobal('fetch', async () =>
      Response.json({ data: { cart: { totalQuantity: ++quantity } } }),
    );
    const client = cartCommerce(envFor('http://127.0.0.1:4102'));
    const read = async () =>
      (
        await client.query<{ cart: { totalQuantity: number } }>(CART, {
          locale: DEFAULT_LOCALE,
          variables: { id: 'gid://shopify/Cart/1' },
        })
      ).cart.totalQuantity;
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    expect(timeouts).toHaveBeenCalledWith(1234);
  });

  it('retries a read the configured number of times after a refused connection', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return Response.json({ data: { cart: { totalQuantity: 3 } } });
    });
    const client = cartCommerce(envFor('http://127.0.0.1:4103', { timeoutMs: 1000, retries: 1 }));
    const answer = await client.query<{ cart: { totalQuantity: number } }>(CART, {
      locale: DEFAULT_LOCALE,
      variables: { id: 'gid://shopify/Cart/1' },
    });
    expect(answer.cart.totalQuantity).toBe(3);
    expect(calls).toBe(2);
  });
});
