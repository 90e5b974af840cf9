import { productCanonicalPath } from '../commerce/canonical';
import type { ArticleData } from '../commerce/journal';
import type { CollectionSummary, ProductData, Variant } from '../commerce/types';
import type { PageContent } from '../content/types';
import type { RootData } from '../rootData';
import { contentShareImage } from '../content/image';
import { hreflang } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';
import { collectionPath, localeUrl } from '../i18n/localeUrls';
import { layoutShareImage } from './meta';
import { siteNameOf } from './metaBasics';
import { homeCrumb, shopOrganization } from './shopStructuredData';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from './structuredData';

/** What a route's structured data is built from: its loader's data, the root's, the address. */
export interface StructuredDataArgs<Data> {
  data: Data;
  root: RootData;
  location: { pathname: string; search: string };
}

/** The JSON-LD of a page, from the part of its loader's data it reads. */
type PageStructuredData<Data = never> = (args: StructuredDataArgs<Data>) => JsonLd[];

/** The shop and its site search, so search engines can show a search box for it. */
const home: PageStructuredData = ({ root }) => [
  organizationJsonLd(shopOrganization(root)),
  webSiteJsonLd({
    name: siteNameOf(root),
    url: localeUrl(root.origin, '/', root.locale),
    inLanguage: hreflang(root.locale),
    searchUrl: localeUrl(root.origin, '/search', root.locale),
  }),
];

/** Search engines read the page's product, its selected variant's offer and its breadcrumbs. */
const product: PageStructuredData<{ product: ProductData; variant: Variant | undefined }> = ({
  data: { product, variant },
  root,
  location,
}) => {
  const url = localeUrl(
    root.origin,
    productCanonicalPath(product, location.search, root.locale),
    root.locale,
  );
  const nodes: JsonLd[] = [];
  if (variant) {
    // The chosen variant's own picture first, then the product's pictures, each once.
    const images = [
      ...new Set(
        [variant.image, ...product.media.nodes.map((media) => media.image)].flatMap((image) =>
          image?.url ? [image.url] : [],
        ),
      ),
    ];
    nodes.push(
      productJsonLd({
        name: product.title,
        description: product.description,
        url,
        images,
        brand: product.vendor,
        variant,
      }),
    );
  }
  const collection = product.collections.nodes[0];
  nodes.push(
    breadcrumbJsonLd([
      homeCrumb(root),
      ...(collection
        ? [
            {
              name: collection.title,
              url: localeUrl(root.origin, collectionPath(collection.handle), root.locale),
            },
          ]
        : []),
      { name: product.title, url },
    ]),
  );
  return nodes;
};

/** Home, all collections, this collection. */
const collection: PageStructuredData<{ collection: CollectionSummary }> = ({
  data: { collection },
  root,
}) => [
  breadcrumbJsonLd([
    homeCrumb(root),
    {
      name: createTranslate(root.locale.language)('collections.title'),
      url: localeUrl(root.origin, '/collections', root.locale),
    },
    {
      name: collection.title,
      url: localeUrl(root.origin, collectionPath(collection.handle), root.locale),
    },
  ]),
];

/** An editorial page is an article by the shop, dated by its content document. */
const editorialPage: PageStructuredData<{ page: PageContent }> = ({
  data: { page },
  root,
  location,
}) => [
  articleJsonLd({
    headline: page.title,
    description: page.seo?.description ?? root.layout?.seo?.description,
    url: localeUrl(root.origin, location.pathname, root.locale),
    image: (contentShareImage(root.imageConfig, page.seo?.image) ?? layoutShareImage(root))?.url,
    inLanguage: hreflang(root.locale),
    datePublished: page._createdAt,
    dateModified: page._updatedAt,
    publisher: shopOrganization(root),
  }),
];

/** A journal post is an article by the shop, dated by the Storefront API. */
const journalArticle: PageStructuredData<{ article: ArticleData }> = ({
  data: { article },
  root,
  location,
}) => [
  articleJsonLd({
    headline: article.title,
    description: article.seo?.description ?? article.excerpt,
    url: localeUrl(root.origin, location.pathname, root.locale),
    image: article.image?.url,
    inLanguage: hreflang(root.locale),
    datePublished: article.publishedAt,
    publisher: shopOrganization(root),
  }),
];

/**
 * Each page type's JSON-LD, named by the `structuredData` of its route's handle. It lives apart from
 * the routes so that the browser fetches it with the structured-data island, after the first load
 *, rather than in every page's route chunk.
 */
export const PAGE_STRUCTURED_DATA = {
  home,
  product,
  collection,
  page: editorialPage,
  article: journalArticle,
};

/** The page types that describe themselves in JSON-LD. */
export type StructuredDataKind = keyof typeof PAGE_STRUCTURED_DATA;
