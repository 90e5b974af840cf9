import type { AppContext } from '../server/context.server';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { SitemapEntry } from './sitemap';
import { POLICY_FIELDS } from '../commerce/policies';
import { SITEMAP_PAGES_QUERY } from '../content/queries';

/**
 * The Storefront API version of the sitemap documents: the paged `sitemap(type:)` field, whose
 * pages of 250 resources a sitemap file follows, arrived in 2024-10, after the shop's own version.
 */
export const SITEMAP_API_VERSION = '2026-04';

/** The catalogue's sitemap files: one file a page of the Storefront API's `sitemap` field. */
export const CATALOGUE_SITEMAPS = {
  products: { type: 'PRODUCT', path: (handle: string) => `/products/${handle}` },
  collections: { type: 'COLLECTION', path: (handle: string) => `/collections/${handle}` },
} as const;
export type CatalogueSitemap = keyof typeof CATALOGUE_SITEMAPS;

const COUNTS_QUERY = `#graphql
  query SitemapCounts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products: sitemap(type: PRODUCT) { pagesCount { count } }
    collections: sitemap(type: COLLECTION) { pagesCount { count } }
  }
`;

const RESOURCES_QUERY = `#graphql
  query SitemapResources(
    $type: SitemapType!
    $page: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    sitemap(type: $type) { resources(page: $page) { items { handle updatedAt } } }
  }
`;

/**
 * The articles are read once for every blog, not per blog: 250 articles in each of 50 blogs
 * would cost 12,652 points, over the Storefront API's 1,000 for one query; this costs about 800.
 */
const STORE_QUERY = `#graphql
  query SitemapStore($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blogs(first: 50) { nodes { handle } }
    articles(first: 250, sortKey: PUBLISHED_AT, reverse: true) {
      nodes { handle publishedAt blog { handle } }
    }
    shop {
      ${Object.values(POLICY_FIELDS)
        .map((field) => `${field} { handle }`)
        .join('\n      ')}
    }
  }
`;

type Commerce = Pick<AppContext, 'commerce'>;

/** How many sitemap files the catalogue needs of each kind: one a page of 250. */
export async function catalogueSitemapCounts(
  context: Commerce,
): Promise<Record<CatalogueSitemap, number>> {
  const counts = await context.commerce.query<
    Record<CatalogueSitemap, { pagesCount: { count: number } }>
  >(COUNTS_QUERY, { locale: DEFAULT_LOCALE, apiVersion: SITEMAP_API_VERSION });
  return {
    products: counts.products.pagesCount.count,
    collections: counts.collections.pagesCount.count,
  };
}

/**
 * The entries of one catalogue sitemap file (`page` from 1): one Storefront API call whatever the
 * catalogue's size. A page past the last answers no entries.
 */
export async function catalogueSitemapEntries(
  context: Commerce,
  kind: CatalogueSitemap,
  page: number,
): Promise<SitemapEntry[]> {
  const { type, path } = CATALOGUE_SITEMAPS[kind];
  const answer = await context.commerce.query<{
    sitemap: { resources: { items: { handle: string; updatedAt: string }[] } | null };
  }>(RESOURCES_QUERY, {
    locale: DEFAULT_LOCALE,
    variables: { type, page },
    apiVersion: SITEMAP_API_VERSION,
  });
  return (answer.sitemap.resources?.items ?? []).map((item) => ({
    path: path(item.handle),
    lastmod: item.updatedAt,
  }));
}

/** The shop's two fixed pages: home and the list of collections. */
const ROOT_ENTRIES: SitemapEntry[] = [{ path: '/' }, { path: '/collections' }];

/** The pages outside the catalogue and its root: content pages, policies, blogs, articles. */
async function editorialSitemapEntries(
  context: Pick<AppContext, 'commerce' | 'content'>,
): Promise<SitemapEntry[]> {
  const locale = DEFAULT_LOCALE;
  const [store, pages] = await Promise.all([
    context.commerce.query<{
      blogs: { nodes: { handle: string }[] };
      articles: { nodes: { handle: string; publishedAt: string; blog: { handle: string } }[] };
      shop: Record<string, { handle: string } | null>;
    }>(STORE_QUERY, { locale }),
    context.content.fetch(SITEMAP_PAGES_QUERY, { locale }),
  ]);
  const pageSlugs = new Map<string, string>();
  for (const page of pages)
    if (page.slug && !pageSlugs.has(page.slug)) pageSlugs.set(page.slug, page._updatedAt);
  return [
    ...[...pageSlugs].map(([slug, lastmod]) => ({ path: `/pages/${slug}`, lastmod })),
    ...Object.values(store.shop).flatMap((policy) =>
      policy ? [{ path: `/policies/${policy.handle}` }] : [],
    ),
    ...store.blogs.nodes.flatMap((blog) => {
      // Newest first: a blog was last changed when its newest article was published.
      const articles = store.articles.nodes.filter((a) => a.blog.handle === blog.handle);
      return [
        { path: `/blogs/${blog.handle}`, lastmod: articles[0]?.publishedAt },
        ...articles.map((a) => ({
          path: `/blogs/${blog.handle}/${a.handle}`,
          lastmod: a.publishedAt,
        })),
      ];
    }),
  ];
}

/** The sitemap file of the shop's pages outside the catalogue (`/sitemap/pages/1.xml`). */
export async function shopSitemapEntries(
  context: Pick<AppContext, 'commerce' | 'content'>,
): Promise<SitemapEntry[]> {
  return [...ROOT_ENTRIES, ...(await editorialSitemapEntries(context))];
}

/** The sitemap files of a catalogue too large for one: the shop's pages, then each page of each kind. */
export function sitemapFiles(counts: Record<CatalogueSitemap, number>): string[] {
  return [
    '/sitemap/pages/1.xml',
    ...(['collections', 'products'] as const).flatMap((kind) =>
      Array.from({ length: counts[kind] }, (_, index) => `/sitemap/${kind}/${index + 1}.xml`),
    ),
  ];
}

/**
 * What `/sitemap.xml` answers: every public page in one file while the catalogue fits in one page
 * of each kind, otherwise an index of the sitemap files (as Shopify's own sitemap does). Either
 * way a bounded number of backend calls, whatever the catalogue's size.
 */
export async function sitemapRoot(
  context: Pick<AppContext, 'commerce' | 'content'>,
): Promise<{ entries: SitemapEntry[] } | { files: string[] }> {
  const counts = await catalogueSitemapCounts(context);
  if (counts.products > 1 || counts.collections > 1) return { files: sitemapFiles(counts) };
  const [editorial, collections, products] = await Promise.all([
    editorialSitemapEntries(context),
    catalogueSitemapEntries(context, 'collections', 1),
    catalogueSitemapEntries(context, 'products', 1),
  ]);
  return { entries: [...ROOT_ENTRIES, ...collections, ...products, ...editorial] };
}
