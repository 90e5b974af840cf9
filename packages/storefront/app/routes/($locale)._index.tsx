import type { Route } from './+types/($locale)._index';
import { LazyPortableBody } from '../components/content/LazyPortableBody';
import { ProductsByGidContext } from '../components/content/productsByGid';
import { LazyProductGrid } from '../components/product/LazyProductGrid';
import { useTranslate } from '../hooks/useRootData';
import { PRODUCT_CARD_FRAGMENTS } from '../lib/commerce/fragments';
import { fetchProductCards, productGidsOf } from '../lib/commerce/products.server';
import type { ProductCardData } from '../lib/commerce/types';
import { HOME_QUERY } from '../lib/content/queries';
import { getAppContext, isPreview } from '../lib/server/context.server';
import { requireLocale } from '../lib/i18n/locale.server';
import { layoutShareImage, pageMeta } from '../lib/seo/meta';
import { rootDataOf } from '../lib/seo/metaBasics';
import { contentShareImage } from '../lib/content/image';
import type { StructuredDataHandle } from '../components/seo/StructuredData';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { pageTitle } from '../components/pageTitle.css';

export const meta: Route.MetaFunction = ({ loaderData: data, matches, location }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, location, {
    // One title pattern, "Page | Atelier Treize", with the brand alone on home.
    title: null,
    description: data?.home?.seo?.description ?? data?.home?.intro,
    image:
      (root && contentShareImage(root.imageConfig, data?.home?.seo?.image)) ??
      layoutShareImage(root),
  });
};

/** The shop and its site search, so search engines can show a search box for it. */
export const handle = {
  structuredData: 'home',
  pageType: 'index',
} satisfies StructuredDataHandle & PageTypeHandle;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const { commerce, content } = getAppContext();
  const home = await content.fetch(HOME_QUERY, {
    locale,
    preview: await isPreview(request),
  });
  const gids = productGidsOf(home?.body);
  // The home is edited in content; only when it shows no products does the shop list its latest.
  const [productsByGid, latest] = await Promise.all([
    fetchProductCards(commerce, locale, gids),
    gids.length > 0
      ? { products: { nodes: [] as ProductCardData[] } }
      : commerce.query<{ products: { nodes: ProductCardData[] } }>(LATEST_PRODUCTS_QUERY, {
          locale,
        }),
  ]);
  return { home, products: latest.products.nodes, productsByGid };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, products, productsByGid } = loaderData;
  const t = useTranslate();
  return (
    <div data-testid="home">
      <h1 className={pageTitle}>{home?.title ?? 'Atelier Treize'}</h1>
      {home?.intro ? <p>{home.intro}</p> : null}
      {home?.body?.length ? (
        <ProductsByGidContext.Provider value={productsByGid}>
          <LazyPortableBody value={home.body} lead />
        </ProductsByGidContext.Provider>
      ) : null}
      {products.length ? (
        <section aria-labelledby="home-products">
          <h2 id="home-products">{t('home.products')}</h2>
          <LazyProductGrid products={products} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}

const LATEST_PRODUCTS_QUERY = `#graphql
  query LatestProducts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 8) { nodes { ...ProductCard } }
  }
  ${PRODUCT_CARD_FRAGMENTS}
`;
