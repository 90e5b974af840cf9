import type { AppContext } from '../server/context.server';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { SitemapEntry } from './sitemap';
import { POLICY_FIELDS } from '../commerce/policies';

/** Storefront API pages of 250 (its maximum); a catalogue larger than this many pages is cut. */
const MAX_PAGES = 40;

const PRODUCTS_QUERY = `#graphql
  query SitemapProducts($after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 250, after: $after) {
      nodes { handle updatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/**
 * The articles are read once for every blog, not per blog: 250 articles in each of 50 blogs
 * would cost 12,652 points, over the Storefront API's 1,000 for one query; this costs about 800.
 */
const STORE_QUERY = `#graphql
  query SitemapStore($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 250) { nodes { handle updatedAt } }
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

/** Published editorial pages of the content service (drafts are never listed). */
const CONTENT_PAGES_QUERY = `*[_type == "page" && defined(slug.current) && !(_id in path("drafts.**"))]{
  "slug": slug.current, _updatedAt
}`;

interface Connection<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Every public page of the shop: home, products, collections, pages, policies, blogs, articles. */
export async function collectSitemapEntries(
  context: Pick<AppContext, 'commerce' | 'content'>,
): Promise<SitemapEntry[]> {
  const locale = DEFAULT_LOCALE;
  const products = async () => {
    const entries: SitemapEntry[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer: { products: Connection<{ handle: string; updatedAt: string }> } =
        await context.commerce.query(PRODUCTS_QUERY, { locale, variables: { after } });
      for (const p of answer.products.nodes)
        entries.push({ path: `/products/${p.handle}`, lastmod: p.updatedAt });
      if (!answer.products.pageInfo.hasNextPage) break;
      after = answer.products.pageInfo.endCursor;
    }
    return entries;
  };
  const [productEntries, store, pages] = await Promise.all([
    products(),
    context.commerce.query<{
      collections: { nodes: { handle: string; updatedAt: string }[] };
      blogs: { nodes: { handle: string }[] };
      articles: { nodes: { handle: string; publishedAt: string; blog: { handle: string } }[] };
      shop: Record<string, { handle: string } | null>;
    }>(STORE_QUERY, { locale }),
    context.content.fetch<{ slug: string; _updatedAt?: string }[]>(CONTENT_PAGES_QUERY, {
      locale,
    }),
  ]);
  const pageSlugs = new Map<string, string | undefined>();
  for (const page of pages)
    if (!pageSlugs.has(page.slug)) pageSlugs.set(page.slug, page._updatedAt);
  return [
    { path: '/' },
    { path: '/collections' },
    ...store.collections.nodes.map((c) => ({
      path: `/collections/${c.handle}`,
      lastmod: c.updatedAt,
    })),
    ...productEntries,
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
