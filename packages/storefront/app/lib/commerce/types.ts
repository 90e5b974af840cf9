import type { CurrencyCode, MediaContentType } from '@shopify/hydrogen-react/storefront-api-types';

/** Result shapes of the storefront's own GraphQL documents (spec §3 entities). */
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
}

export interface ProductCardData {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  availableForSale: boolean;
  variants: { nodes: Variant[] };
  media: { nodes: Media[] };
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface ProductData extends ProductCardData {
  description: string;
  descriptionHtml: string;
  options: ProductOption[];
  seo: { title?: string | null; description?: string | null };
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
