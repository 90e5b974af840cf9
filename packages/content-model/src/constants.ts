/**
 * Closed sets of values of the content model. Each `as const` array drives a TypeScript union, the
 * Studio's option lists and the validator at once.
 */

/** Content languages, one document per language (document-internationalization plugin). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** French is the fallback language (behaviour §9). */
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Image aspect ratios (behaviour §2 "Image aspect ratios"). */
export const ASPECT_RATIOS = ['vertical', 'horizontal', 'product', 'film', 'tarot'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Portable Text block styles (behaviour §2 "Text styles"). */
export const BLOCK_STYLES = ['normal', 'h2', 'h3', 'h4', 'blockquote'] as const;
export type BlockStyle = (typeof BLOCK_STYLES)[number];

/** Portable Text list kinds: bullet lists only (behaviour §2). */
export const LIST_TYPES = ['bullet'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Portable Text decorators. */
export const DECORATORS = ['strong', 'em'] as const;
export type Decorator = (typeof DECORATORS)[number];

/** Decorative star numbers: treize = 13 (behaviour §9 "Stars: 1 to 13"). */
export const STAR_MIN = 1;
export const STAR_MAX = 13;

/** Footer link group alignment (behaviour §2 "Footer"). */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** Single image display sizes (behaviour §2 "Single image: small or big display"). */
export const IMAGE_DISPLAYS = ['small', 'big'] as const;
export type ImageDisplay = (typeof IMAGE_DISPLAYS)[number];

/** Products module grid columns (behaviour §9 "Products module: 4 or 5 columns"). */
export const PRODUCT_COLUMNS = [4, 5] as const;
export type ProductColumns = (typeof PRODUCT_COLUMNS)[number];

/** Gallery images per row (behaviour §9). */
export const GALLERY_PER_ROW = 4;

/** Document types whose translations the document-internationalization plugin manages. */
export const TRANSLATED_DOCUMENT_TYPES = ['layout', 'home', 'page', 'productEditorial'] as const;
