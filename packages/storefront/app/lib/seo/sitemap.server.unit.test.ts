import { describe, expect, it } from 'vitest';
import { fakeCommerce, fakeContent, type CommerceCall } from '../../test/fakes';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { collectSitemapEntries } from './sitemap.server';

/** A catalogue answered by page: `pages[n]` is the n-th products page. */
function shop(
  pages: { handle: string; updatedAt: string }[][],
  store: Record<string, unknown>,
  hasNextPage = (index: number) => index < pages.length - 1,
) {
  return fakeCommerce((call: CommerceCall) => {
    if (call.document.includes('query SitemapProducts')) {
      const index = call.variables.after === null ? 0 : Number(call.variables.after);
      return {
        products: {
          nodes: pages[index] ?? [],
          pageInfo: { hasNextPage: hasNextPage(index), endCursor: String(index + 1) },
        },
      };
    }
    if (call.document.includes('query SitemapStore')) return store;
    throw new Error(`unexpected query ${call.document}`);
  });
}

const STORE = {
  collections: { nodes: [{ handle: 'bagues', updatedAt: '2026-01-05T00:00:00Z' }] },
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

describe('collectSitemapEntries (every public page, spec sitemap)', () => {
  it('lists home, collections, products, pages, policies, then each blog and its articles', async () => {
    const commerce = shop(
      [
        [{ handle: 'etoile-treize', updatedAt: '2026-01-01T00:00:00Z' }],
        [{ handle: 'comete', updatedAt: '2026-01-02T00:00:00Z' }],
      ],
      STORE,
    );
    const content = fakeContent(() => [
      { slug: 'notre-atelier', _updatedAt: '2026-01-03T00:00:00Z' },
      { slug: 'notre-atelier', _updatedAt: '2026-02-03T00:00:00Z' },
      { slug: 'contact' },
    ]);
    expect(
      await collectSitemapEntries({ commerce: commerce.client, content: content.client }),
    ).toEqual([
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
    ]);
  });

  it('reads the French catalogue page after page, from the cursor of the one before', async () => {
    const commerce = shop([[], [], []], STORE);
    const content = fakeContent(() => []);
    await collectSitemapEntries({ commerce: commerce.client, content: content.client });
    const productCalls = commerce.calls.filter((call) => call.document.includes('SitemapProducts'));
    expect(productCalls.map((call) => call.variables)).toEqual([
      { after: null },
      { after: '1' },
      { after: '2' },
    ]);
    for (const call of commerce.calls) expect(call.locale).toBe(DEFAULT_LOCALE);
    expect(content.calls.map((call) => call.locale)).toEqual([DEFAULT_LOCALE]);
  });

  it('stops after 40 pages of 250 products', async () => {
    const commerce = shop([], STORE, () => true);
    await collectSitemapEntries({
      commerce: commerce.client,
      content: fakeContent(() => []).client,
    });
    const productCalls = commerce.calls.filter((call) => call.document.includes('SitemapProducts'));
    expect(productCalls).toHaveLength(40);
    expect(productCalls[0]!.document).toContain('products(first: 250, after: $after)');
  });

  it('asks the store for every policy and the content service for published pages only', async () => {
    const commerce = shop([[]], STORE);
    const content = fakeContent(() => []);
    await collectSitemapEntries({ commerce: commerce.client, content: content.client });
    const store = commerce.calls.find((call) => call.document.includes('SitemapStore'))!;
    for (const field of ['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService']) {
      expect(store.document).toContain(`${field} { handle }`);
    }
    expect(content.calls[0]!.query).toContain('_type == "page"');
    expect(content.calls[0]!.query).toContain('!(_id in path("drafts.**"))');
  });
});
