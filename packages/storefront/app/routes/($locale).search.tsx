import { Form, Link, data } from 'react-router';
import type { Route } from './+types/($locale).search';
import { LazyProductGrid } from '../components/product/LazyProductGrid';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { PRODUCT_CARD_FRAGMENTS } from '../lib/commerce/fragments';
import type { ProductCardData } from '../lib/commerce/types';
import { getAppContext } from '../lib/server/context.server';
import { formatDate } from '../lib/i18n/formats';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import { metaTranslate } from '../lib/seo/metaBasics';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import * as styles from '../components/search/Search.css';
import { button } from '../components/button.css';
import { pageTitle } from '../components/pageTitle.css';

export const handle = { pageType: 'search' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location, {
    title: loaderData?.term || metaTranslate(matches)('search.title'),
    // Result lists are endless variations of the catalogue: search engines skip them.
    noindex: true,
  });

/** Longer search terms are refused with a 400 rather than sent to the Storefront API. */
export const MAX_TERM_LENGTH = 100;

/** Journal articles and pages shown under the products: a few, the best matches. */
export const MAX_EDITORIAL_RESULTS = 6;

interface SearchConnection<T> {
  totalCount: number;
  nodes: (T | Record<string, never>)[];
}
interface ArticleHit {
  id: string;
  handle: string;
  title: string;
  publishedAt: string;
  excerpt: string | null;
  blog: { handle: string };
}
interface PageHit {
  id: string;
  handle: string;
  title: string;
}

/** A journal article or a page found, with the shop path (without locale) it lives at. */
export interface EditorialResult {
  id: string;
  title: string;
  path: string;
  publishedAt?: string;
  excerpt?: string | null;
}

const isHit = <T extends { handle: string }>(node: T | Record<string, never>): node is T =>
  'handle' in node;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const term = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (term.length > MAX_TERM_LENGTH) {
    throw data(`The search term is longer than ${MAX_TERM_LENGTH} characters.`, { status: 400 });
  }
  if (term === '') {
    const none: EditorialResult[] = [];
    return {
      term,
      products: [] as ProductCardData[],
      articles: none,
      pages: none,
      total: 0,
      analytics: { searchString: term },
    };
  }
  const found = await getAppContext().commerce.query<{
    products: SearchConnection<ProductCardData>;
    articles: SearchConnection<ArticleHit>;
    pages: SearchConnection<PageHit>;
  }>(SEARCH_QUERY, { locale, variables: { term, editorial: MAX_EDITORIAL_RESULTS } });
  const products = found.products.nodes.filter(isHit);
  const articles: EditorialResult[] = found.articles.nodes.filter(isHit).map((a) => ({
    id: a.id,
    title: a.title,
    path: `/blogs/${a.blog.handle}/${a.handle}`,
    publishedAt: a.publishedAt,
    excerpt: a.excerpt,
  }));
  const pages: EditorialResult[] = found.pages.nodes
    .filter(isHit)
    .map((p) => ({ id: p.id, title: p.title, path: `/pages/${p.handle}` }));
  const total = found.products.totalCount + found.articles.totalCount + found.pages.totalCount;
  return { term, products, articles, pages, total, analytics: { searchString: term } };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { term, products, articles, pages, total } = loaderData;
  const editorial = articles.length > 0 || pages.length > 0;
  return (
    <section data-testid="search">
      <h1 className={pageTitle}>{t('search.title')}</h1>
      <Form method="get" role="search" className={styles.form}>
        <label htmlFor="search-term">{t('search.label')}</label>
        <input
          id="search-term"
          type="search"
          name="q"
          defaultValue={term}
          maxLength={MAX_TERM_LENGTH}
        />
        <button type="submit" className={button}>
          {t('search.submit')}
        </button>
      </Form>
      {term === '' ? (
        <p>{t('search.prompt')}</p>
      ) : products.length || editorial ? (
        <>
          <p>{t('search.results', { count: total, term })}</p>
          {products.length ? (
            // With editorial sections below, the products get their own heading too.
            <LazyProductGrid
              products={products}
              title={editorial ? t('search.products') : undefined}
            />
          ) : null}
          <EditorialResults
            testId="search-articles"
            title={t('search.articles')}
            results={articles}
          />
          <EditorialResults testId="search-pages" title={t('search.pages')} results={pages} />
        </>
      ) : (
        <p>{t('search.noResults', { term })}</p>
      )}
    </section>
  );
}

/** A titled list of journal articles or pages that match, each linking to its page. */
function EditorialResults({
  title,
  results,
  testId,
}: {
  title: string;
  results: EditorialResult[];
  testId: string;
}) {
  const locale = useLocale();
  if (results.length === 0) return null;
  return (
    <section className={styles.editorial} data-testid={testId} aria-label={title}>
      <h2 className={styles.editorialTitle}>{title}</h2>
      <ul className={styles.editorialList}>
        {results.map((result) => (
          <li key={result.id} className={styles.item}>
            {result.publishedAt ? (
              <p className={styles.date}>
                <time dateTime={result.publishedAt}>{formatDate(result.publishedAt)}</time>
              </p>
            ) : null}
            <h3 className={styles.name}>
              <Link to={localizePath(result.path, locale)} prefetch="intent">
                {result.title}
              </Link>
            </h3>
            {result.excerpt ? <p>{result.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const SEARCH_QUERY = `#graphql
  query Search($term: String!, $editorial: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products: search(query: $term, first: 24, types: [PRODUCT]) {
      totalCount
      nodes { ... on Product { ...ProductCard } }
    }
    articles: search(query: $term, first: $editorial, types: [ARTICLE]) {
      totalCount
      nodes { ... on Article { id handle title publishedAt excerpt(truncateAt: 160) blog { handle } } }
    }
    pages: search(query: $term, first: $editorial, types: [PAGE]) {
      totalCount
      nodes { ... on Page { id handle title } }
    }
  }
  ${PRODUCT_CARD_FRAGMENTS}
`;
