import { Link, data } from 'react-router';
import type { Route } from './+types/($locale).collections.$handle';
import { LazyProductGrid } from '../components/product/LazyProductGrid';
import { useTranslate } from '../hooks/useRootData';
import { CommerceError } from '../lib/commerce/client.server';
import { IMAGE_FRAGMENT, PRODUCT_CARD_FRAGMENTS } from '../lib/commerce/fragments';
import type { CollectionSummary, PageInfo, ProductCardData } from '../lib/commerce/types';
import { getAppContext } from '../lib/server/context.server';
import { requireLocale } from '../lib/i18n/locale.server';
import { redirectIfRenamed } from '../lib/commerce/redirects.server';
import { pageMeta } from '../lib/seo/meta';
import type { StructuredDataHandle } from '../components/seo/StructuredData';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { pagination } from '../components/pagination.css';
import { pageTitle } from '../components/pageTitle.css';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const image = loaderData?.collection.image;
  return pageMeta(matches, location, {
    title: loaderData?.collection.title,
    description: loaderData?.collection.description,
    image: image
      ? { url: image.url, width: image.width, height: image.height, alt: image.altText }
      : undefined,
    // Each page of a long collection lists other products: it is its own page, cursor included.
    canonicalPath: `${location.pathname}${pageQuery(new URLSearchParams(location.search))}`,
  });
};

/** Home, all collections, this collection. */
export const handle = {
  structuredData: 'collection',
  pageType: 'collection',
} satisfies StructuredDataHandle & PageTypeHandle;

/** Products per collection page. */
export const PAGE_SIZE = 12;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
const CURSOR = /^[A-Za-z0-9+/=_:-]{1,512}$/;

/**
 * Pagination in the query: `?after=<cursor>` for the next page, `?before=<cursor>` for the
 * previous one; a malformed cursor or both at once is a 400.
 */
export function pageVariables(search: URLSearchParams): {
  first?: number;
  last?: number;
  after?: string;
  before?: string;
} {
  const after = search.get('after');
  const before = search.get('before');
  if (after !== null && before !== null)
    throw data('Use either "after" or "before", not both.', { status: 400 });
  for (const cursor of [after, before]) {
    if (cursor !== null && !CURSOR.test(cursor))
      throw data('The page cursor is malformed.', { status: 400 });
  }
  if (before !== null) return { last: PAGE_SIZE, before };
  return after !== null ? { first: PAGE_SIZE, after } : { first: PAGE_SIZE };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!HANDLE.test(params.handle))
    throw data(`"${params.handle}" is not a collection handle`, { status: 404 });
  const page = pageVariables(new URL(request.url).searchParams);
  const variables = { handle: params.handle, ...page };
  let collection:
    (CollectionSummary & { products: { nodes: ProductCardData[]; pageInfo: PageInfo } }) | null;
  try {
    ({ collection } = await getAppContext().commerce.query<{ collection: typeof collection }>(
      COLLECTION_QUERY,
      {
        locale,
        variables,
      },
    ));
  } catch (error) {
    // A well-formed cursor the Storefront API does not know is still the visitor's input: 400.
    if (error instanceof CommerceError && (page.after ?? page.before) !== undefined) {
      throw data('This page of the collection does not exist; start again from the first page.', {
        status: 400,
      });
    }
    throw error;
  }
  if (!collection) {
    const renamed = await redirectIfRenamed(
      getAppContext().commerce,
      locale,
      `/collections/${params.handle}`,
    );
    if (renamed) throw renamed;
    throw data(`No collection has the handle "${params.handle}"`, { status: 404 });
  }
  const analytics = { collectionHandle: collection.handle, collectionId: collection.id };
  return { collection, analytics };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection } = loaderData;
  const t = useTranslate();
  const { pageInfo, nodes } = collection.products;
  return (
    <section data-testid="collection">
      <h1 className={pageTitle}>{collection.title}</h1>
      {collection.description ? <p>{collection.description}</p> : null}
      {nodes.length ? <LazyProductGrid products={nodes} /> : <p>{t('collections.empty')}</p>}
      <nav className={pagination} aria-label="Pagination">
        {pageInfo.hasPreviousPage && pageInfo.startCursor ? (
          <Link
            to={`?before=${encodeURIComponent(pageInfo.startCursor)}`}
            rel="prev"
            preventScrollReset
          >
            {t('collections.previous')}
          </Link>
        ) : null}
        {pageInfo.hasNextPage && pageInfo.endCursor ? (
          <Link
            to={`?after=${encodeURIComponent(pageInfo.endCursor)}`}
            rel="next"
            preventScrollReset
          >
            {t('collections.next')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

const COLLECTION_QUERY = `#graphql
  query Collection(
    $handle: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      image { ...ImageFields }
      products(first: $first, last: $last, after: $after, before: $before) {
        nodes { ...ProductCard }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENTS}
  ${IMAGE_FRAGMENT}
`;

/** The page cursor of a collection URL, as the pagination links write it (`?after=…`). */
function pageQuery(search: URLSearchParams): string {
  for (const name of ['after', 'before']) {
    const cursor = search.get(name);
    if (cursor) return `?${name}=${encodeURIComponent(cursor)}`;
  }
  return '';
}
