import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppContext } from '../lib/server/context.server';
import { fakeCommerce, routeArgs, testContext } from '../test/fakes';
import { loader } from './($locale).search';

const commerce = fakeCommerce(() => ({
  products: { totalCount: 0, nodes: [] },
  articles: {
    totalCount: 1,
    nodes: [
      {
        id: 'gid://shopify/Article/1',
        handle: 'choisir-ses-perles',
        title: 'Choisir ses perles',
        publishedAt: '2026-02-13T09:00:00Z',
        excerpt: 'Lustre, forme, orient.',
        blog: { handle: 'journal' },
      },
    ],
  },
  pages: {
    totalCount: 1,
    nodes: [{ id: 'gid://shopify/Page/1', handle: 'notre-atelier', title: 'Notre atelier' }],
  },
}));

beforeEach(() => {
  commerce.calls.length = 0;
  setAppContext(testContext({ commerce: commerce.client }));
});
afterEach(() => setAppContext(undefined));

describe('search loader', () => {
  it('asks for products, articles and pages apart, and links each to its page', async () => {
    const data = await loader(routeArgs('/search?q=perle', {}));
    expect(data.total).toBe(2);
    expect(data.articles).toEqual([
      {
        id: 'gid://shopify/Article/1',
        title: 'Choisir ses perles',
        path: '/blogs/journal/choisir-ses-perles',
        publishedAt: '2026-02-13T09:00:00Z',
        excerpt: 'Lustre, forme, orient.',
      },
    ]);
    expect(data.pages).toEqual([
      { id: 'gid://shopify/Page/1', title: 'Notre atelier', path: '/pages/notre-atelier' },
    ]);
    const call = commerce.calls[0];
    expect(call?.variables).toEqual({ term: 'perle', editorial: 6 });
    expect(call?.document).toMatch(/products: search\([^)]*types: \[PRODUCT\]/);
    expect(call?.document).toMatch(/articles: search\([^)]*types: \[ARTICLE\]/);
    expect(call?.document).toMatch(/pages: search\([^)]*types: \[PAGE\]/);
  });

  it('asks the Storefront API in the page’s language', async () => {
    await loader(routeArgs('/en-us/search?q=pearl', { locale: 'en-us' }));
    expect(commerce.calls[0]?.locale.language).toBe('EN');
  });

  it('sends nothing for an empty term and refuses one over 100 characters', async () => {
    expect(await loader(routeArgs('/search?q=%20', {}))).toMatchObject({
      articles: [],
      pages: [],
      total: 0,
    });
    expect(commerce.calls).toHaveLength(0);
    await expect(loader(routeArgs(`/search?q=${'a'.repeat(101)}`, {}))).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
