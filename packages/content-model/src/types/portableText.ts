import type {
  AspectRatio,
  BlockStyle,
  ImageDisplay,
  ListType,
  ProductColumns,
} from '../constants.js';
import type { Keyed, KeyedImage, ProductWithVariant, SanityImage } from './common.js';
import type { Link } from './links.js';

/** Annotation: external link, optionally in a new window. */
export interface ExternalLinkAnnotation extends Keyed {
  _type: 'externalLink';
  url: string;
  newWindow?: boolean;
}

/** Annotation: internal link by slug (a shop path without locale prefix). */
export interface InternalLinkAnnotation extends Keyed {
  _type: 'internalLink';
  slug: string;
}

/** Annotation: email link. */
export interface EmailLinkAnnotation extends Keyed {
  _type: 'emailLink';
  email: string;
}

/** Annotation: a decorative star numbered 1 to 13 (behaviour §2). */
export interface StarAnnotation extends Keyed {
  _type: 'star';
  number: number;
}

export type Annotation =
  ExternalLinkAnnotation | InternalLinkAnnotation | EmailLinkAnnotation | StarAnnotation;

export interface Span extends Keyed {
  _type: 'span';
  text: string;
  /** Decorator names (`strong`, `em`) and `_key`s of the block's `markDefs`. */
  marks: string[];
}

export interface TextBlock extends Keyed {
  _type: 'block';
  style: BlockStyle;
  listItem?: ListType;
  level?: number;
  children: Span[];
  markDefs: Annotation[];
}

/** Module: one image, small or big, with caption. */
export interface SingleImageModule extends Keyed {
  _type: 'module.singleImage';
  image: SanityImage;
  display: ImageDisplay;
  aspectRatio: AspectRatio;
  caption?: string;
}

/** Module: a list of images. */
export interface ImageListModule extends Keyed {
  _type: 'module.imageList';
  images: KeyedImage[];
  aspectRatio: AspectRatio;
}

/** Module: a gallery, 4 images per row (behaviour §9). */
export interface GalleryModule extends Keyed {
  _type: 'module.gallery';
  images: KeyedImage[];
  aspectRatio: AspectRatio;
}

export interface KeyedProductWithVariant extends ProductWithVariant, Keyed {}

/** Module: a grid of products in 4 or 5 columns with an optional title. */
export interface ProductsModule extends Keyed {
  _type: 'module.products';
  title?: string;
  columns: ProductColumns;
  products: KeyedProductWithVariant[];
}

/** Module: call-to-action links. */
export interface CallToActionModule extends Keyed {
  _type: 'module.callToAction';
  title?: string;
  links: Link[];
}

/** Module: a bordered text box. */
export interface BorderedTextModule extends Keyed {
  _type: 'module.borderedText';
  body: TextBlock[];
}

export interface TableRow extends Keyed {
  _type: 'tableRow';
  cells: string[];
}

/** Module: a table whose first row is the header row (behaviour §3 "Table"). */
export interface TableModule extends Keyed {
  _type: 'module.table';
  rows: TableRow[];
}

export interface AccordionItem extends Keyed {
  _type: 'accordionItem';
  label: string;
  content: TextBlock[];
}

/** Module: an accordion, one item open at a time (behaviour §4). */
export interface AccordionModule extends Keyed {
  _type: 'module.accordion';
  items: AccordionItem[];
}

export type Module =
  | SingleImageModule
  | ImageListModule
  | GalleryModule
  | ProductsModule
  | CallToActionModule
  | BorderedTextModule
  | TableModule
  | AccordionModule;

/** Editorial rich text: text blocks and embedded modules. */
export type PortableTextBody = (TextBlock | Module)[];

/** Rich text without modules (cookie notice, accordion content, bordered text). */
export type SimplePortableText = TextBlock[];
