import type {
  CollectionRecord,
  MediaRecord,
  ProductRecord,
  VariantRecord,
} from '../catalogue/records.js';
import type { LoadedProduct } from '../store/catalogueStore.js';

/** What resolvers receive for a Product: the record, its live stock, and the type name for Node. */
export interface ProductSource {
  __typename: 'Product';
  record: ProductRecord;
  quantities: Map<string, number>;
}

export interface VariantSource {
  __typename: 'ProductVariant';
  variant: VariantRecord;
  product: ProductSource;
}

export interface CollectionSource {
  __typename: 'Collection';
  record: CollectionRecord;
}

export interface MediaSource {
  __typename: 'MediaImage' | 'Video';
  media: MediaRecord;
}

export interface ImageSource {
  __typename: 'Image';
  id: string;
  key: string;
  alt: string | null;
  width: number;
  height: number;
}

export const productSource = (loaded: LoadedProduct): ProductSource => ({
  __typename: 'Product',
  ...loaded,
});

export const variantSource = (product: ProductSource, variant: VariantRecord): VariantSource => ({
  __typename: 'ProductVariant',
  variant,
  product,
});

export const collectionSource = (record: CollectionRecord): CollectionSource => ({
  __typename: 'Collection',
  record,
});

export const mediaSource = (media: MediaRecord): MediaSource => ({
  __typename: media.kind === 'VIDEO' ? 'Video' : 'MediaImage',
  media,
});

export const quantityOf = (product: ProductSource, variant: VariantRecord) =>
  product.quantities.get(variant.id) ?? 0;
