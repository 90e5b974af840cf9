import type {
  Keyed,
  LocalizedDocument,
  ProductWithVariant,
  Reference,
  SanityDocumentBase,
  SanityImage,
  Slug,
} from './common.js';
import type { LayoutDocument } from './layout.js';
import type { PortableTextBody } from './portableText.js';
import type { SanityImageAsset } from './common.js';

/** Page-level search-engine fields (behaviour §5 limits: title 120, description 155, warnings only). */
export interface PageSeo {
  title?: string;
  description?: string;
  image?: SanityImage;
}

/** The home page of one language, id `home-<language>`. */
export interface HomeDocument extends LocalizedDocument {
  _type: 'home';
  title: string;
  intro?: string;
  body: PortableTextBody;
  seo?: PageSeo;
}

/** An editorial page, id `page-<slug>-<language>`, found by `slug.current`. */
export interface PageDocument extends LocalizedDocument {
  _type: 'page';
  title: string;
  slug: Slug;
  body: PortableTextBody;
  seo?: PageSeo;
}

export interface ProductEditorial {
  label?: string;
  title?: string;
  body?: PortableTextBody;
}

/**
 * Editorial content of one commerce product in one language, id `productEditorial-<handle>-<language>`;
 * `slug.current` is the product handle (docs/demo-catalogue.md).
 */
export interface ProductEditorialDocument extends LocalizedDocument {
  _type: 'productEditorial';
  slug: Slug;
  productWithVariant: ProductWithVariant;
  editorial: ProductEditorial;
}

export interface ContactRequestOption extends Keyed {
  _type: 'contactRequestOption';
  key: string;
  text: string;
}

/** A contact form submission (behaviour §3 "Contact form fields"), written by the storefront. */
export interface ContactRequestDocument extends LocalizedDocument {
  _type: 'contactRequest';
  currency: string;
  /** The product's title when the form was opened on a product page. */
  product?: string;
  pathname: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  options?: ContactRequestOption[];
  textContent?: string;
  submittedAt: string;
}

/** Links the translations of one document, as the document-internationalization plugin stores them. */
export interface TranslationMetadataDocument extends SanityDocumentBase {
  _type: 'translation.metadata';
  schemaTypes: string[];
  /** `_key` is the language id. */
  translations: (Keyed & { _type: 'internationalizedArrayReferenceValue'; value: Reference })[];
}

export type ContentDocument =
  | LayoutDocument
  | HomeDocument
  | PageDocument
  | ProductEditorialDocument
  | ContactRequestDocument
  | TranslationMetadataDocument
  | SanityImageAsset;
