/**
 * Library responsive image widths: 15 steps of 200 px starting at 200 px (behaviour §9). This is the
 * largest set a srcset ever lists.
 */
export const responsiveWidths: readonly number[] = /* @__PURE__ */ Array.from(
  { length: 15 },
  (_, index) => 200 * (index + 1),
);

/** Builds the URL of `src` resized to `width`; the commerce API resizes with `?width=` (behaviour §9). */
export type ImageUrlBuilder = (src: string, width: number) => string;

/**
 * Whether `src` holds the image itself (`data:`) or points into the page's memory (`blob:`): no
 * host resizes such an image, and a query string appended to it corrupts the bytes.
 */
export function isInlineImage(src: string): boolean {
  return /^(data|blob):/i.test(src);
}

/** Appends `width` as a query parameter, keeping any existing parameters. */
export const widthParamUrl: ImageUrlBuilder = (src, width) => {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}width=${width}`;
};

/**
 * The widths worth listing for an image `intrinsicWidth` pixels wide: every width below it, then
 * the intrinsic width itself, since the host cannot make an image wider than its source and each
 * larger entry would only repeat the same file in the listing HTML. The first width always stays,
 * so an image smaller than it still gets a srcset. An unknown or unusable intrinsic width, or one
 * beyond the largest width, keeps the whole list. `widths` must be in ascending order.
 */
export function widthsUpTo(
  intrinsicWidth: number | null | undefined,
  widths: readonly number[] = responsiveWidths,
): readonly number[] {
  const largest = widths.at(-1);
  if (
    intrinsicWidth == null ||
    !Number.isFinite(intrinsicWidth) ||
    intrinsicWidth <= 0 ||
    largest === undefined ||
    intrinsicWidth >= largest
  ) {
    return widths;
  }
  const cap = Math.floor(intrinsicWidth);
  const below = widths.filter((width) => width < cap);
  if (below.length === 0) return widths.slice(0, 1);
  return [...below, cap];
}

/** A `srcset` attribute listing `src` at every width. */
export function buildSrcSet(
  src: string,
  widths: readonly number[] = responsiveWidths,
  buildUrl: ImageUrlBuilder = widthParamUrl,
): string {
  return widths.map((width) => `${buildUrl(src, width)} ${width}w`).join(', ');
}
