import { describe, expect, it } from 'vitest';
import { fakeCommerce, fakeContent, type CommerceCall } from '../../test/fakes';
import { DEFAULT_LOCALE } from '../i18n/locales';
import {
  catalogueSitemapEntries,
  SITEMAP_API_VERSION,
  sitemapFiles,
  sitemapRoot,
} from './sitemap.server';

type Resource = { handle: string; updatedAt: string };

/**
 * A shop whose catalogue the Storefront API's `sitemap` field pages: `products[n]` and
 * `collections[n]` are the resources of page n + 1.
 */
function shop(
  catalogue: { products: Resource[][]; collections: Resource[][] },
  store: Record<string, unknown>,
) {
  return fakeCommerce((call: CommerceCall) => {
    if (call.document.includes('query SitemapCounts'))
      return {
        products: { pagesCount: { count: catalogue.products.length } },
        collections: { pagesCount: { count: catalogue.collections.length } },
      };
    if (call.document.includes('query SitemapResources')) {
      const pages = call.variables.type === 'PRODUCT' ? catalogue.products : catalogue.collections;
      return { sitemap: { resources: { items: pages[Number(call.variables.page) - 1] ?? [] } } };
    }
    if (call.document.includes('query SitemapStore')) return store;
    throw new Error(`unexpected query ${call.document}`);
  });
}

const STORE = {
  blogs: { nodes: [{ handle: 'journal' }, { handle: 'presse' }] },
  articles: {
    nodes: [
      {
        handle: 'carnet-de-mars',
        publishedAt: '2026-03-31T00:00:00Z',
        blog: { handle: 'journal' },
      },
      {
        handle: 'carnet-de-fevrier',
        publishedAt: '2026-02-28T00:00:00Z',
        blog: { handle: 'journal' },
      },
    ],
  },
  shop: {
    privacyPolicy: { handle: 'privacy-policy' },
    refundPolicy: null,
    shippingPolicy: { handle: 'shipping-policy' },
    termsOfService: null,
  },
};

const BAGUES = { handle: 'bagues', updatedAt: '2026-01-05T00:00:00Z' };
const ETOILE = { handle: 'etoile-treize', updatedAt: '2026-01-01T00:00:00Z' };
const COMETE = { handle: 'comete', updatedAt: '2026-01-02T00:00:00Z' };

describe('sitemapRoot (every public page)', () => {
  it('lists home, collections, products, pages, policies, then each blog and its articles in one file while the catalogue fits', async () => {
    const commerce = shop({ products: [[ETOILE, COMETE]], collections: [[BAGUES]] }, STORE);
    const content = fakeContent(() => [
      { slug: 'notre-atelier', _updatedAt: '2026-01-03T00:00:00Z' },
      { slug: 'notre-atelier', _updatedAt: '2026-02-03T00:00:00Z' },
      { slug: 'contact' },
    ]);
    expect(await sitemapRoot({ commerce: commerce.client, content: content.client })).toEqual({
      entries: [
        { path: '/' },
        { path: '/collections' },
        { path: '/collections/bagues', lastmod: '2026-01-05T00:00:00Z' },
        { path: '/products/etoile-treize', lastmod: '2026-01-01T00:00:00Z' },
        { path: '/products/comete', lastmod: '2026-01-02T00:00:00Z' },
        { path: '/pages/notre-atelier', lastmod: '2026-01-03T00:00:00Z' },
        { path: '/pages/contact', lastmod: undefined },
        { path: '/policies/privacy-policy' },
        { path: '/policies/shipping-policy' },
        { path: '/blogs/journal', lastmod: '2026-03-31T00:00:00Z' },
        { path: '/blogs/journal/carnet-de-mars', lastmod: '2026-03-31T00:00:00Z' },
        { path: '/blogs/journal/carnet-de-fevrier', lastmod: '2026-02-28T00:00:00Z' },
        { path: '/blogs/presse', lastmod: undefined },
      ],
    });
    for (const call of commerce.calls) expect(call.locale).toBe(DEFAULT_LOCALE);
    expect(content.calls.map((call) => call.locale)).toEqual([DEFAULT_LOCALE]);
  });

  it('answers an index of the sitemap files with one backend call once the catalogue needs more than one', async () => {
    const commerce = shop(
      { products: [[ETOILE], [COMETE], [ETOILE]], collections: [[BAGUES]] },
      STORE,
    );
    const content = fakeContent(() => []);
    expect(await sitemapRoot({ commerce: commerce.client, content: content.client })).toEqual({
      files: [
        '/sitemap/pages/1.xml',
        '/sitemap/collections/1.xml',
        '/sitemap/products/1.xml',
        '/sitemap/products/2.xml',
        '/sitemap/products/3.xml',
      ],
    });
    expect(commerce.calls).toHaveLength(1);
    expect(commerce.calls[0]!.apiVersion).toBe(SITEMAP_API_VERSION);
    expect(content.calls).toHaveLength(0);
  });

  it('asks the store for every policy and the content service for published pages only', async () => {
    const commerce = shop({ products: [[]], collections: [[]] }, STORE);
    const content = fakeContent(() => []);
    await sitemapRoot({ commerce: commerce.client, content: content.client });
    const store = commerce.calls.find((call) => call.document.includes('SitemapStore'))!;
    for (const field of ['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService']) {
      expect(store.document).toContain(`${field} { handle }`);
    }
    expect(content.calls[0]!.query).toContain('_type == "page"');
    expect(content.calls[0]!.query).toContain('!(_id in path("drafts.**"))');
  });
});

describe('catalogueSitemapEntries', () => {
  it('reads one page of one kind in one call, at the sitemap API version', async () => {
    const commerce = shop({ products: [[ETOILE], [COMETE]], collections: [[BAGUES]] }, STORE);
    expect(await catalogueSitemapEntries({ commerce: commerce.client }, 'products', 2)).toEqual([
      { path: '/products/comete', lastmod: '2026-01-02T00:00:00Z' },
    ]);
    expect(commerce.calls.map((call) => [call.variables, call.apiVersion])).toEqual([
      [{ type: 'PRODUCT', page: 2 }, SITEMAP_API_VERSION],
    ]);
    expect(await catalogueSitemapEntries({ commerce: commerce.client }, 'products', 3)).toEqual([]);
  });
});

describe('sitemapFiles', () => {
  it('lists the shop pages file, then every page of collections and products', () => {
    expect(sitemapFiles({ products: 2, collections: 0 })).toEqual([
      '/sitemap/pages/1.xml',
      '/sitemap/products/1.xml',
      '/sitemap/products/2.xml',
    ]);
  });
});
