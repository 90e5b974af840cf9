import { Form, data } from 'react-router';
import type { Route } from './+types/($locale).search';
import { ProductGrid } from '../components/product/ProductCard';
import { useTranslate } from '../hooks/useRootData';
import { PRODUCT_CARD_FRAGMENTS } from '../lib/commerce/fragments';
import type { ProductCardData } from '../lib/commerce/types';
import { getAppContext } from '../lib/context.server';
import { requireLocale } from '../lib/locale.server';
import { metaTranslate, pageMeta } from '../lib/meta';

export const meta: Route.MetaFunction = ({ matches, location, data: loaderData }) =>
  pageMeta(matches, location, {
    title: loaderData?.term || metaTranslate(matches)('search.title'),
    // Result lists are endless variations of the catalogue: search engines skip them.
    noindex: true,
  });

/** Longer search terms are refused with a 400 rather than sent to the Storefront API. */
export const MAX_TERM_LENGTH = 100;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const term = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (term.length > MAX_TERM_LENGTH) {
    throw data(`The search term is longer than ${MAX_TERM_LENGTH} characters.`, { status: 400 });
  }
  if (term === '') return { term, products: [] as ProductCardData[], total: 0 };
  const { search } = await getAppContext().commerce.query<{
    search: { totalCount: number; nodes: (ProductCardData | Record<string, never>)[] };
  }>(SEARCH_QUERY, { locale, variables: { term } });
  const products = search.nodes.filter((node): node is ProductCardData => 'handle' in node);
  return { term, products, total: search.totalCount };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { term, products, total } = loaderData;
  return (
    <section className="search" data-testid="search">
      <h1 className="page-title">{t('search.title')}</h1>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="search-term">{t('search.label')}</label>
        <input
          id="search-term"
          type="search"
          name="q"
          defaultValue={term}
          maxLength={MAX_TERM_LENGTH}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </Form>
      {term === '' ? (
        <p>{t('search.prompt')}</p>
      ) : products.length ? (
        <>
          <p>{t('search.results', { count: total, term })}</p>
          <ProductGrid products={products} />
        </>
      ) : (
        <p>{t('search.noResults', { term })}</p>
      )}
    </section>
  );
}

const SEARCH_QUERY = `#graphql
  query Search($term: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $term, first: 24, types: [PRODUCT]) {
      totalCount
      nodes { ... on Product { ...ProductCard } }
    }
  }
  ${PRODUCT_CARD_FRAGMENTS}
`;
