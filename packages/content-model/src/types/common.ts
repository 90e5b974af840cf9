import type { Language } from '../constants.js';

/** Fields every stored document carries. */
export interface SanityDocumentBase {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
}

/** A document in one language (document-internationalization plugin). */
export interface LocalizedDocument extends SanityDocumentBase {
  language: Language;
}

/** An object stored inside an array: Sanity requires a `_key` unique within the array. */
export interface Keyed {
  _key: string;
}

export interface Slug {
  _type: 'slug';
  current: string;
}

export interface Reference {
  _type: 'reference';
  _ref: string;
  _weak?: boolean;
}

export interface ImageCrop {
  _type?: 'sanity.imageCrop';
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ImageHotspot {
  _type?: 'sanity.imageHotspot';
  x: number;
  y: number;
  height: number;
  width: number;
}

/** An image field: `asset._ref` names a `sanity.imageAsset` document (`image-<sha1>-<W>x<H>-<ext>`). */
export interface SanityImage {
  _type: 'image';
  asset: Reference;
  crop?: ImageCrop;
  hotspot?: ImageHotspot;
  altText?: string;
  title?: string;
}

/** An image inside an array (image list, gallery). */
export interface KeyedImage extends SanityImage, Keyed {}

/** The asset document an image points at. */
export interface SanityImageAsset extends SanityDocumentBase {
  _type: 'sanity.imageAsset';
  assetId: string;
  extension: 'png' | 'jpg' | 'webp';
  mimeType: string;
  originalFilename: string;
  path: string;
  url: string;
  sha1hash: string;
  size: number;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: {
      _type: 'sanity.imageDimensions';
      width: number;
      height: number;
      aspectRatio: number;
    };
    hasAlpha: boolean;
    isOpaque: boolean;
  };
}

/** Editorial pointer at a commerce product and, optionally, one of its variants (behaviour §3). */
export interface ProductWithVariant {
  _type: 'productWithVariant';
  gid: string;
  variantGid?: string;
}
