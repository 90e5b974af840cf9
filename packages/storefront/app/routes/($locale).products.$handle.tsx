import { data } from 'react-router';
import type { Route } from './+types/($locale).products.$handle';
import { LazyPortableBody } from '../components/content/LazyPortableBody';
import { ProductsByGidContext } from '../components/content/productsByGid';
import { ContactButton } from '../components/contact/ContactButton';
import { AddToCart } from '../components/product/AddToCart';
import { MediaItem } from '../components/product/MediaItem';
import { PriceTag } from '../components/product/PriceTag';
import { ProductOptions } from '../components/product/ProductOptions';
import { ProductTitle } from '../components/product/ProductTitle';
import { useTranslate } from '../hooks/useRootData';
import {
  IMAGE_FRAGMENT,
  MEDIA_FRAGMENT,
  MONEY_FRAGMENT,
  VARIANT_FRAGMENT,
} from '../lib/commerce/fragments';
import { fetchProductCards, productGidsOf } from '../lib/commerce/products.server';
import type { ProductData } from '../lib/commerce/types';
import { InvalidSelectionError, pickVariant, selectionFromSearch } from '../lib/commerce/variants';
import { PRODUCT_EDITORIAL_QUERY } from '../lib/content/queries';
import type { ProductEditorialContent } from '../lib/content/types';
import { getAppContext, isPreview } from '../lib/context.server';
import { requireLocale } from '../lib/locale.server';
import { pageMeta } from '../lib/meta';
import { productPageAnalytics } from '../lib/analytics/productAnalytics';

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.product.seo.title || loaderData?.product.title,
    description: loaderData?.product.seo.description || loaderData?.product.description,
    image: loaderData?.product.media.nodes[0]?.previewImage?.url,
  });

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!HANDLE.test(params.handle))
    throw data(`"${params.handle}" is not a product handle`, { status: 404 });
  const { commerce, content } = getAppContext();
  const preview = await isPreview(request);

  // Commerce and content in parallel (ARCHITECTURE.md "Loaders fetch … in parallel").
  const [{ product }, editorial] = await Promise.all([
    commerce.query<{ product: ProductData | null }>(PRODUCT_QUERY, {
      locale,
      variables: { handle: params.handle },
    }),
    content.fetch<ProductEditorialContent | null>(PRODUCT_EDITORIAL_QUERY, {
      locale,
      params: { handle: params.handle },
      preview,
    }),
  ]);
  if (!product) throw data(`No product has the handle "${params.handle}"`, { status: 404 });

  let selection;
  try {
    selection = selectionFromSearch(product.options, new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof InvalidSelectionError) throw data(error.message, { status: 400 });
    throw error;
  }
  const variant = pickVariant(product.variants.nodes, selection);
  // The shown selection is the chosen variant's, so the selectors and the price always agree.
  const shownSelection = variant?.selectedOptions ?? selection;
  const body = editorial?.editorial?.body ?? null;
  // Non-critical: the editorial products sit below the fold, so they are streamed, and a failure
  // leaves the grid empty instead of failing the page.
  const productsByGid = fetchProductCards(commerce, locale, productGidsOf(body)).catch(
    (error: unknown) => {
      console.error(error);
      return {};
    },
  );
  // Only what the page renders goes into its HTML (issue 6): the editorial's label, title and body.
  const shown = editorial?.editorial;
  const copy = shown ? { label: shown.label, title: shown.title, body } : null;
  const analytics = productPageAnalytics(product, variant);
  return { product, variant, selection: shownSelection, editorial: copy, productsByGid, analytics };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, variant, selection, editorial, productsByGid, analytics } = loaderData;
  const t = useTranslate();
  const available = Boolean(variant?.availableForSale);
  const body = editorial?.body;
  return (
    <article className="product-page" data-testid="product-page">
      <section className="product-page__gallery" aria-label={t('product.gallery')}>
        <ul>
          {product.media.nodes.map((media, i) => (
            <li key={media.id}>
              <MediaItem
                media={media}
                sizes="(min-width: 1024px) 50vw, 100vw"
                eager={i === 0}
                alt={product.title}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="product-page__details">
        {editorial?.label ? <p className="product-page__label">{editorial.label}</p> : null}
        <ProductTitle title={product.title} as="h1" />
        {variant ? (
          <PriceTag price={variant.price} compareAtPrice={variant.compareAtPrice} />
        ) : null}
        <p className="availability" data-testid="availability" data-available={available}>
          {variant
            ? available
              ? t('product.available')
              : t('product.soldOut')
            : t('product.unavailable')}
        </p>
        <ProductOptions
          handle={product.handle}
          options={product.options}
          variants={product.variants.nodes}
          selection={selection}
        />
        <AddToCart
          merchandiseId={variant?.id}
          available={available}
          analyticsProduct={analytics.products[0]}
        />
        <ContactButton product={product.title} />
        {product.description ? (
          <p className="product-page__description">{product.description}</p>
        ) : null}
      </section>
      {body?.length ? (
        <section className="product-page__editorial">
          {editorial?.title ? <h2>{editorial.title}</h2> : null}
          <ProductsByGidContext.Provider value={productsByGid}>
            <LazyPortableBody value={body} />
          </ProductsByGidContext.Provider>
        </section>
      ) : null}
    </article>
  );
}

const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      description
      availableForSale
      options { name values }
      seo { title description }
      vendor
      productType
      variants(first: 100) { nodes { ...VariantFields } }
      media(first: 20) { nodes { ...MediaFields } }
    }
  }
  ${VARIANT_FRAGMENT}
  ${MEDIA_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
