import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommerceError } from '../lib/commerce/client.server';
import { setAppContext } from '../lib/server/context.server';
import { fakeCommerce, routeArgs, testContext } from '../test/fakes';
import { loader } from './($locale).api.wishlist';

const RING = 'gid://shopify/Product/9100000002';
const EARRING = 'gid://shopify/Product/9100000001';
const GONE = 'gid://shopify/Product/9100009999';

function product(id: string) {
  return {
    id,
    handle: `handle-${id.split('/').pop()}`,
    title: 'Bague Treize - Bague (or recyclé)',
    availableForSale: true,
    featuredImage: { url: 'http://images.test/ring.jpg', altText: null, width: 800 },
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/1',
          price: { amount: '120.0', currencyCode: 'EUR' },
          compareAtPrice: null,
        },
      ],
    },
  };
}

let answer: (ids: string[]) => unknown = (ids) => ({
  nodes: ids.map((id) => (id === GONE ? null : product(id))),
});
const commerce = fakeCommerce(({ variables }) => answer(variables.ids as string[]));

beforeEach(() => {
  commerce.calls.length = 0;
  answer = (ids) => ({ nodes: ids.map((id) => (id === GONE ? null : product(id))) });
  setAppContext(testContext({ commerce: commerce.client }));
});
afterEach(() => {
  setAppContext(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Answer {
  init: { status?: number; headers?: Record<string, string> } | null;
  data: { products?: { id: string }[]; error?: string };
}

function get(query: string, locale?: string): Promise<Answer> {
  const prefix = locale ? `/${locale}` : '';
  return loader(routeArgs(`${prefix}/api/wishlist${query}`, { locale })) as Promise<Answer>;
}

describe('GET /api/wishlist (behaviour §3, §7)', () => {
  it('answers the products of the ids in their order, leaving out ids that no longer resolve', async () => {
    const answered = await get(`?ids=${EARRING},${GONE},${RING}`);
    expect(answered.init?.status ?? 200).toBe(200);
    expect(answered.data.products?.map((item) => item.id)).toEqual([EARRING, RING]);
    expect(commerce.calls[0]?.variables.ids).toEqual([EARRING, GONE, RING]);
    expect(commerce.calls[0]?.document).toMatch(/nodes\(ids: \$ids\)/);
    // The wishlist product fields of behaviour §3.
    for (const field of ['handle', 'title', 'featuredImage', 'availableForSale', 'compareAtPrice'])
      expect(commerce.calls[0]?.document).toContain(field);
  });

  it('asks in the locale of the prefix, so prices come in its currency', async () => {
    await get(`?ids=${RING}`, 'en-us');
    expect(commerce.calls[0]?.locale).toMatchObject({
      language: 'EN',
      country: 'US',
      currency: 'USD',
    });
    await get(`?ids=${RING}`);
    expect(commerce.calls[1]?.locale).toMatchObject({ language: 'FR', currency: 'EUR' });
  });

  it('drops repeated ids and accepts spaces after the commas', async () => {
    await get(`?ids=${RING},%20${RING},${EARRING}`);
    expect(commerce.calls[0]?.variables.ids).toEqual([RING, EARRING]);
  });

  it('answers 400 with a French message without the ids parameter, and asks nothing', async () => {
    const answered = await get('');
    expect(answered.init?.status).toBe(400);
    expect(answered.data.error).toContain('« ids »');
    expect((await get('?ids=')).init?.status).toBe(400);
    expect(commerce.calls).toHaveLength(0);
  });

  it('answers 400 naming the ids that are not Product gids, in English under /en-us', async () => {
    const answered = await get(
      `?ids=${RING},gid://shopify/ProductVariant/1,javascript:alert(1)`,
      'en-us',
    );
    expect(answered.init?.status).toBe(400);
    expect(answered.data.error).toBe(
      'These ids are not products (gid://shopify/Product/…): "gid://shopify/ProductVariant/1", "javascript:alert(1)".',
    );
    expect(commerce.calls).toHaveLength(0);
  });

  it('answers 400 for more than 100 ids and accepts exactly 100', async () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, i) => `gid://shopify/Product/${i + 1}`).join(',');
    const tooMany = await get(`?ids=${ids(101)}`, 'en-fr');
    expect(tooMany.init?.status).toBe(400);
    expect(tooMany.data.error).toBe('A wishlist shows at most 100 products at a time.');
    expect(commerce.calls).toHaveLength(0);
    expect((await get(`?ids=${ids(100)}`)).init?.status ?? 200).toBe(200);
  });

  it('answers 404 for a locale prefix that is not configured', async () => {
    await expect(get(`?ids=${RING}`, 'de-de')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers 503 with a message when the commerce backend is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => {
      throw new CommerceError('The Storefront API at http://shop.test cannot be reached');
    };
    const answered = await get(`?ids=${RING}`, 'en-us');
    expect(answered.init?.status).toBe(503);
    expect(answered.data.error).toBe(
      'Your wishlist cannot be loaded right now. Please try again in a few moments.',
    );
    expect(console.error).toHaveBeenCalled();
  });

  it('answers 503 when the commerce backend does not answer within 5 seconds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => new Promise(() => undefined);
    const pending = get(`?ids=${RING}`);
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const answered = await pending;
    expect(answered.init?.status).toBe(503);
    expect(answered.data.error).toMatch(/^Votre liste d’envies ne peut pas être chargée/);
  });
});
