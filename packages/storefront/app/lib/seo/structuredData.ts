import { cleanStega } from '../content/stega';

/**
 * schema.org structured data (JSON-LD) of the shop's pages: what search engines show as price,
 * availability, breadcrumbs, the site search box and article details. Plain builders, no React.
 */

/** One JSON-LD node; the builders below fill the properties search engines require. */
export interface JsonLd {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

const SCHEMA = 'https://schema.org' as const;

/**
 * The JSON of a node, safe inside an inline `<script>`: `<`, `>` and `&` are written as JSON
 * escapes, so a content text like `</script><script>…` can neither close the element nor open a
 * comment, and U+2028/U+2029 cannot break older parsers. The JSON means exactly the same.
 */
export function serializeJsonLd(node: JsonLd): string {
  // Search engines read it as data: a preview's edit links (stega) stay out.
  return cleanStega(JSON.stringify(node)).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** A publisher or brand: the shop's organisation. */
export interface OrganizationInput {
  name: string;
  url: string;
  logo?: string;
  /** Profiles of the brand elsewhere (social networks). */
  sameAs?: readonly string[];
}

export function organizationJsonLd(input: OrganizationInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.sameAs?.length ? { sameAs: [...input.sameAs] } : {}),
  };
}

/** The site, with the search action that lets a search engine send a query to the shop. */
export function webSiteJsonLd(input: {
  name: string;
  url: string;
  inLanguage: string;
  /** The search page's absolute URL; the query goes in `q`. */
  searchUrl: string;
}): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    inLanguage: input.inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** What a product's JSON-LD needs of the variant the page shows. */
export interface OfferedVariant {
  id: string;
  sku?: string | null;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
}

/**
 * The product as the page shows it: the selected variant's offer, in the currency of the page's
 * locale (the Storefront API prices it in that market), with its availability.
 */
export function productJsonLd(input: {
  name: string;
  description?: string | null;
  url: string;
  images: readonly string[];
  brand?: string | null;
  variant: OfferedVariant;
}): JsonLd {
  const { variant } = input;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    ...(input.images.length ? { image: [...input.images] } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    sku: variant.sku || numericId(variant.id),
    offers: [
      {
        '@type': 'Offer',
        url: input.url,
        // schema.org prices are plain decimals: "95.0" from the API is written 95.
        price: String(Number(variant.price.amount)),
        priceCurrency: variant.price.currencyCode,
        availability: variant.availableForSale
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    ],
  };
}

/** An editorial page or journal article. */
export function articleJsonLd(input: {
  headline: string;
  description?: string | null;
  url: string;
  image?: string | null;
  inLanguage: string;
  datePublished?: string | null;
  dateModified?: string | null;
  publisher: OrganizationInput;
}): JsonLd {
  const { '@context': _context, ...publisher } = organizationJsonLd(input.publisher);
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    mainEntityOfPage: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    inLanguage: input.inLanguage,
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    author: publisher,
    publisher,
  };
}

/** `gid://shopify/ProductVariant/42` → `42`. */
function numericId(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}
