import type { CurrencyCode, MediaContentType } from '@shopify/hydrogen-react/storefront-api-types';

/** Result shapes of the storefront's own GraphQL documents (behaviour §3 entities). */
export interface Money {
  amount: string;
  currencyCode: CurrencyCode;
}

export interface ShopImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface Media {
  id: string;
  mediaContentType: MediaContentType;
  alt?: string | null;
  previewImage?: ShopImage | null;
  image?: ShopImage | null;
  sources?: { url: string; mimeType: string }[];
}

export interface SelectedOptionValue {
  name: string;
  value: string;
}

export interface Variant {
  id: string;
  title: string;
  availableForSale: boolean;
  selectedOptions: SelectedOptionValue[];
  price: Money;
  compareAtPrice?: Money | null;
  image?: ShopImage | null;
  /** Stock keeping unit, sent with analytics (behaviour §3 analytics product fields). */
  sku?: string | null;
}

/** A product card's data (`PRODUCT_CARD_FRAGMENT`). */
export interface ProductCardData {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  variants: { nodes: Pick<Variant, 'id' | 'price' | 'compareAtPrice'>[] };
  media: { nodes: CardMedia[] };
}

/** The media fields a card reads. */
export interface CardMedia {
  mediaContentType: MediaContentType;
  alt?: string | null;
  image?: Pick<ShopImage, 'url' | 'altText' | 'width'> | null;
  previewImage?: Pick<ShopImage, 'url' | 'width'> | null;
  sources?: { url: string; mimeType: string }[];
}

export interface ProductOption {
  name: string;
  values: string[];
}

/** The product page's data. */
export interface ProductData {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  variants: { nodes: Variant[] };
  media: { nodes: Media[] };
  description: string;
  vendor: string;
  options: ProductOption[];
  /** The first collection, the middle step of the page's breadcrumbs. */
  collections: { nodes: Pick<CollectionSummary, 'handle' | 'title'>[] };
  seo: { title?: string | null; description?: string | null };
  /** Category of the analytics product fields (behaviour §3); the brand is `vendor`. */
  productType?: string;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

export interface CollectionSummary {
  id: string;
  handle: string;
  title: string;
  description: string;
  image?: ShopImage | null;
}
