import { data } from 'react-router';
import type { Route } from './+types/($locale).products.$handle';
import { LazyPortableBody } from '../components/content/LazyPortableBody';
import { ProductsByGidContext } from '../components/content/productsByGid';
import { LazyProductDetails } from '../components/product/LazyProductDetails';
import * as styles from '../components/product/ProductPage.css';
import { MediaItem } from '../components/product/MediaItem';
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
import { getAppContext, isPreview } from '../lib/server/context.server';
import { requireLocale } from '../lib/i18n/locale.server';
import { redirectIfRenamed } from '../lib/commerce/redirects.server';
import { pageMeta } from '../lib/seo/meta';
import { rootDataOf } from '../lib/seo/metaBasics';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { productCanonicalPath } from '../lib/commerce/canonical';
import type { StructuredDataHandle } from '../components/seo/StructuredData';
import type { ShareImage } from '../lib/seo/seo';
import { productPageAnalytics } from '../lib/analytics/productAnalytics';
import type { PageTypeHandle } from '../lib/analytics/pageType';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const product = loaderData?.product;
  return pageMeta(matches, location, {
    title: product?.seo.title || product?.title,
    description: product?.seo.description || product?.description,
    image: product ? firstImage(product) : undefined,
    type: 'product',
    canonicalPath: product
      ? productCanonicalPath(product, location.search, matchesLocale(matches))
      : undefined,
  });
};

/** Search engines read the page's product, its selected variant's offer and its breadcrumbs. */
export const handle = {
  structuredData: 'product',
  pageType: 'product',
} satisfies StructuredDataHandle & PageTypeHandle;

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!HANDLE.test(params.handle))
    throw data(`"${params.handle}" is not a product handle`, { status: 404 });
  const { commerce, content } = getAppContext();
  const preview = await isPreview(request);

  // Commerce and content in parallel: neither waits for the other, so the page waits for the slower one only.
  const [{ product }, editorial] = await Promise.all([
    commerce.query<{ product: ProductData | null }>(PRODUCT_QUERY, {
      locale,
      variables: { handle: params.handle },
    }),
    content.fetch(PRODUCT_EDITORIAL_QUERY, {
      locale,
      params: { handle: params.handle },
      preview,
    }),
  ]);
  if (!product) {
    const renamed = await redirectIfRenamed(commerce, locale, `/products/${params.handle}`);
    if (renamed) throw renamed;
    throw data(`No product has the handle "${params.handle}"`, { status: 404 });
  }

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
  // Only what the page renders goes into its HTML: the editorial's label, title and body.
  const shown = editorial?.editorial;
  const copy = shown ? { label: shown.label, title: shown.title, body } : null;
  const analytics = productPageAnalytics(product, variant);
  return { product, variant, selection: shownSelection, editorial: copy, productsByGid, analytics };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, variant, selection, editorial, productsByGid, analytics } = loaderData;
  const t = useTranslate();
  const body = editorial?.body;
  return (
    <article className={styles.page} data-testid="product-page">
      <section data-slot="product-gallery" aria-label={t('product.gallery')}>
        <ul className={styles.galleryList}>
          {product.media.nodes.map((media, i) => (
            <li key={media.id}>
              <MediaItem
                media={media}
                sizes="(min-width: 1024px) 50vw, 100vw"
                eager={i === 0}
                alt={product.title}
                muteLabels={{ mute: t('product.mute'), unmute: t('product.unmute') }}
              />
            </li>
          ))}
        </ul>
      </section>
      <LazyProductDetails
        product={product}
        variant={variant}
        selection={selection}
        label={editorial?.label}
        analyticsProduct={analytics.products[0]}
      />
      {body?.length ? (
        <section className={styles.editorial}>
          {editorial?.title ? <h2>{editorial.title}</h2> : null}
          <ProductsByGidContext.Provider value={productsByGid}>
            <LazyPortableBody value={body} />
          </ProductsByGidContext.Provider>
        </section>
      ) : null}
    </article>
  );
}

/** The product's first picture, for link previews. */
function firstImage(product: ProductData): ShareImage | undefined {
  // A picture, not a video's poster (whose alt text describes the video), unless only videos exist.
  const photo = product.media.nodes.find((media) => media.image)?.image;
  const image = photo ?? product.media.nodes.find((media) => media.previewImage)?.previewImage;
  if (!image) return undefined;
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    alt: photo?.altText || product.title,
  };
}

function matchesLocale(matches: Parameters<Route.MetaFunction>[0]['matches']) {
  return rootDataOf(matches)?.locale ?? DEFAULT_LOCALE;
}

const PRODUCT_QUERY = `#graphql
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      availableForSale
      options { name values }
      collections(first: 1) { nodes { handle title } }
      seo { title description }
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
