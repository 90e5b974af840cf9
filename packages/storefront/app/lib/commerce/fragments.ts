/** Shared GraphQL fragments (Hydrogen convention: documents as constants, fragments in one file). */

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`;

export const IMAGE_FRAGMENT = `#graphql
  fragment ImageFields on Image {
    id
    url
    altText
    width
    height
  }
`;

/** Behaviour §2 product card media: a VIDEO plays its first source, anything else is an image. */
export const MEDIA_FRAGMENT = `#graphql
  fragment MediaFields on Media {
    id
    mediaContentType
    alt
    previewImage { ...ImageFields }
    ... on MediaImage { image { ...ImageFields } }
    ... on Video { sources { url mimeType } }
  }
`;

export const VARIANT_FRAGMENT = `#graphql
  fragment VariantFields on ProductVariant {
    id
    title
    availableForSale
    selectedOptions { name value }
    price { ...Money }
    compareAtPrice { ...Money }
    image { ...ImageFields }
    sku
  }
`;

/**
 * Only what a product card shows (behaviour §2): the loader data of a grid is serialised into the page
 * for hydration, so every field here costs bytes on each listing.
 */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    availableForSale
    variants(first: 1) {
      nodes {
        id
        price { ...Money }
        compareAtPrice { ...Money }
      }
    }
    media(first: 3) {
      nodes {
        mediaContentType
        alt
        ... on MediaImage { image { url altText width } }
        ... on Video { sources { url mimeType } previewImage { url width } }
      }
    }
  }
`;

/** Every fragment a product card needs, in dependency order. */
export const PRODUCT_CARD_FRAGMENTS = PRODUCT_CARD_FRAGMENT + MONEY_FRAGMENT;
