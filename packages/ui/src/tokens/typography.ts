/**
 * The brand's two type families (a high-contrast serif for display, a quiet sans for text) and
 * the metric-matched local fallbacks that stand in while the web fonts load.
 *
 * The web fonts themselves are self-hosted by the app (Fontsource variable files, latin subset);
 * the library only names them, so it never ships or fetches a font file.
 */

/** Vertical metrics and average latin glyph width of one font, in font units. */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative, as fonts store it. */
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

const cormorantGaramond = {
  unitsPerEm: 1000,
  ascent: 924,
  descent: -287,
  lineGap: 0,
  xWidthAvg: 394,
} as const satisfies FontMetrics;
const timesNewRoman = {
  unitsPerEm: 2048,
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  xWidthAvg: 832,
} as const satisfies FontMetrics;

/**
 * Metrics of the brand faces and of the system faces they fall back to, read from the font files'
 * hhea/OS2 tables (the same numbers the Capsize metrics package publishes).
 */
export const fontMetrics = {
  cormorantGaramond,
  inter: { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 },
  timesNewRoman,
  arial: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
  // The italics share their family's vertical metrics. Their average widths were measured in
  // Chromium (canvas text widths with Capsize's letter weighting): Cormorant's italic is a tenth
  // narrower than its roman, Times New Roman's (Liberation Serif's, metric-compatible) is not.
  cormorantGaramondItalic: { ...cormorantGaramond, xWidthAvg: 352 },
  timesNewRomanItalic: { ...timesNewRoman, xWidthAvg: 822 },
} as const satisfies Record<string, FontMetrics>;

/** The @font-face overrides that make a fallback face take the web font's room. */
export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * Scales the fallback so its average glyph is as wide as the web font's (size-adjust), then sets
 * the line box to the web font's ascent, descent and gap at that scale: lines wrap and stack the
 * same before and after the swap, so the swap moves nothing.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const scaled = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: scaled(font.ascent),
    descentOverride: scaled(font.descent),
    lineGapOverride: scaled(font.lineGap),
  };
}

/** One brand family: the web font's family name and its local, metric-matched stand-in. */
export interface BrandFamily {
  family: string;
  fallbackFamily: string;
  /**
   * local() names tried in order. The metric-compatible free clones come first: on Linux each name
   * Chromium misses costs a round trip to fontconfig during layout (about a millisecond, four in
   * Lighthouse's slowed-down simulation, and the faces are resolved again when the web fonts'
   * sheet arrives), while macOS and Windows, which have the originals, answer a miss at once.
   */
  fallbackLocal: readonly string[];
  overrides: FallbackOverrides;
  /**
   * The stand-in for the family's italic, where the shop sets text in it: without one the browser
   * slants the roman stand-in, as wide as the roman, and a line set in a narrower italic wraps
   * differently once the web font arrives.
   */
  italic?: { fallbackLocal: readonly string[]; overrides: FallbackOverrides };
  /** What is left when even the local fallback is missing. */
  generic: string;
}

export const brandFonts = {
  display: {
    family: 'Cormorant Garamond Variable',
    fallbackFamily: 'Cormorant Garamond Fallback',
    fallbackLocal: ['Liberation Serif', 'Times New Roman', 'TimesNewRomanPSMT', 'Tinos'],
    overrides: fallbackOverrides(fontMetrics.cormorantGaramond, fontMetrics.timesNewRoman),
    // Product titles set their parenthesised part in italics (a card's "Bague (gravée)").
    italic: {
      fallbackLocal: [
        'Liberation Serif Italic',
        'LiberationSerif-Italic',
        'Times New Roman Italic',
        'TimesNewRomanPS-ItalicMT',
        'Tinos Italic',
      ],
      overrides: fallbackOverrides(
        fontMetrics.cormorantGaramondItalic,
        fontMetrics.timesNewRomanItalic,
      ),
    },
    generic: 'Georgia, serif',
  },
  body: {
    family: 'Inter Variable',
    fallbackFamily: 'Inter Fallback',
    fallbackLocal: ['Liberation Sans', 'Arial', 'ArialMT', 'Arimo'],
    overrides: fallbackOverrides(fontMetrics.inter, fontMetrics.arial),
    generic: 'system-ui, sans-serif',
  },
} as const satisfies Record<string, BrandFamily>;

/** One `@font-face` of a family's local stand-in. */
export interface FallbackFace {
  fontStyle: 'normal' | 'italic';
  fallbackLocal: readonly string[];
  overrides: FallbackOverrides;
}

/** The faces of a family's local stand-in: its roman, and its italic where it has one. */
export function fallbackFaces(font: BrandFamily): FallbackFace[] {
  const roman: FallbackFace = {
    fontStyle: 'normal',
    fallbackLocal: font.fallbackLocal,
    overrides: font.overrides,
  };
  return font.italic ? [roman, { fontStyle: 'italic', ...font.italic }] : [roman];
}

/** A `font-family` value: the web font, its fallback face, then the generic families. */
export function fontStack(font: BrandFamily): string {
  return `"${font.family}", "${font.fallbackFamily}", ${font.generic}`;
}
