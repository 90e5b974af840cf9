import type { ArtworkInput } from '../media/artwork.js';

/** The shapes the catalogue is stored in (one JSON document per product, see store/schema.ts). */

export type Lang = 'fr' | 'en';
export type Currency = 'EUR' | 'USD';
export type Translated = Record<Lang, string>;
export type Prices = Record<Currency, number>;

export interface SelectedOptionRecord {
  name: string;
  value: string;
}

export interface VariantRecord {
  id: string;
  position: number;
  title: string;
  sku: string;
  selectedOptions: SelectedOptionRecord[];
  price: Prices;
  compareAtPrice: Prices | null;
  /** Key of the image shown for this variant (its colour), see MediaRecord.imageKey. */
  imageKey: string | null;
  /** Stock at seed time; the live figure is the variants.quantity column. */
  quantity: number;
}

export interface MediaRecord {
  id: string;
  kind: 'IMAGE' | 'VIDEO';
  alt: Translated;
  /** The image (or, for a video, its preview image). */
  imageKey: string;
  /** File name under the package's media/ folder, for videos. */
  videoFile?: string;
}

export interface ProductRecord {
  id: string;
  handle: string;
  position: number;
  title: Translated;
  description: Translated;
  productType: Translated;
  vendor: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  options: { name: string; values: string[] }[];
  variants: VariantRecord[];
  media: MediaRecord[];
  collectionHandles: string[];
}

export interface CollectionRecord {
  id: string;
  handle: string;
  position: number;
  title: Translated;
  description: Translated;
  imageKey: string | null;
  updatedAt: string;
}

/** A generated image: rendered once from SVG into the data dir. */
export interface ImageRecord {
  key: string;
  width: number;
  height: number;
  svg: string;
  /** What the SVG was drawn from: scripts/render-demo-clips.mts animates it into the clips. */
  artwork: ArtworkInput;
}
