/**
 * Library responsive image widths: 15 steps of 200 px starting at 200 px (spec §9).
 */
export const responsiveWidths: readonly number[] = Array.from(
  { length: 15 },
  (_, index) => 200 * (index + 1),
);

/** Builds the URL of `src` resized to `width`; the commerce API resizes with `?width=` (spec §9). */
export type ImageUrlBuilder = (src: string, width: number) => string;

/** Appends `width` as a query parameter, keeping any existing parameters. */
export const widthParamUrl: ImageUrlBuilder = (src, width) => {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}width=${width}`;
};

/** A `srcset` attribute listing `src` at every width. */
export function buildSrcSet(
  src: string,
  widths: readonly number[] = responsiveWidths,
  buildUrl: ImageUrlBuilder = widthParamUrl,
): string {
  return widths.map((width) => `${buildUrl(src, width)} ${width}w`).join(', ');
}
