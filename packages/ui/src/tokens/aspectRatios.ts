/**
 * The five image aspect ratios of content (behaviour §3 "Image aspect ratios"), as height / width in
 * percent, the padding-top trick's unit. Vertical is the spec's 150 % default (§9); the others
 * follow the usual formats of their names:
 * - horizontal: 3:2 landscape photograph, 66.667 %
 * - product: 4:5 portrait packshot, 125 %
 * - film: 16:9 video still, 56.25 %
 * - tarot: 70 × 120 mm tarot card, 171.429 %
 */
export const aspectRatios = ['vertical', 'horizontal', 'product', 'film', 'tarot'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

/** Height as a percentage of width for each ratio. */
export const aspectRatioPercent: Record<AspectRatio, number> = {
  vertical: 150,
  horizontal: 66.667,
  product: 125,
  film: 56.25,
  tarot: 171.429,
};

/** The ratio used when content gives none (behaviour §9). */
export const defaultAspectRatio: AspectRatio = 'vertical';
