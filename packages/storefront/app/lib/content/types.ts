import type {
  HomeDocument,
  LayoutDocument,
  PageDocument,
  ProductEditorial,
  ProductWithVariant,
  PortableTextBody,
} from '@treize/content-model';

/** Result of `LAYOUT_QUERY`: the shell content of one language (behaviour §3 "Layout content"). */
export type LayoutContent = Pick<
  LayoutDocument,
  'banner' | 'menu' | 'footer' | 'seo' | 'notFoundPage' | 'customProductOptions'
> & {
  labels?: LayoutDocument['labels'] | null;
  sharedTexts?: LayoutDocument['sharedTexts'] | null;
  gaTrackingId?: string | null;
};

/** Result of `HOME_QUERY`. */
export type HomeContent = Pick<HomeDocument, '_id' | 'title' | 'intro' | 'seo'> & {
  body: PortableTextBody | null;
};

/** Result of `PAGE_QUERY`. */
export type PageContent = Pick<
  PageDocument,
  '_id' | '_createdAt' | '_updatedAt' | 'title' | 'seo'
> & {
  slug: string;
  body: PortableTextBody | null;
};

/** Result of `PRODUCT_EDITORIAL_QUERY`. */
export interface ProductEditorialContent {
  _id: string;
  slug: string;
  productWithVariant: ProductWithVariant;
  editorial: ProductEditorial | null;
}
