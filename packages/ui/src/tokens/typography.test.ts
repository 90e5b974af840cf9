import { describe, expect, it } from 'vitest';
import {
  brandFonts,
  fallbackFaces,
  fallbackOverrides,
  fontMetrics,
  fontStack,
} from './typography.js';

describe('brand typography', () => {
  it('scales Arial to Inter and gives it Inter’s line box', () => {
    expect(fallbackOverrides(fontMetrics.inter, fontMetrics.arial)).toEqual({
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
      lineGapOverride: '0.00%',
    });
  });

  it('scales Times New Roman to Cormorant Garamond', () => {
    expect(fallbackOverrides(fontMetrics.cormorantGaramond, fontMetrics.timesNewRoman)).toEqual({
      sizeAdjust: '96.98%',
      ascentOverride: '95.27%',
      descentOverride: '29.59%',
      lineGapOverride: '0.00%',
    });
  });

  it("scales Times New Roman's italic to Cormorant's, a tenth narrower than its roman", () => {
    expect(brandFonts.display.italic.overrides).toEqual({
      sizeAdjust: '87.70%',
      ascentOverride: '105.36%',
      descentOverride: '32.73%',
      lineGapOverride: '0.00%',
    });
    expect(
      fallbackOverrides(fontMetrics.cormorantGaramondItalic, fontMetrics.timesNewRomanItalic),
    ).toEqual(brandFonts.display.italic.overrides);
  });

  it('gives the display stand-in a roman and an italic face, the body stand-in a roman one', () => {
    expect(fallbackFaces(brandFonts.display).map((face) => face.fontStyle)).toEqual([
      'normal',
      'italic',
    ]);
    expect(fallbackFaces(brandFonts.display)[1]).toMatchObject(brandFonts.display.italic);
    expect(fallbackFaces(brandFonts.body)).toEqual([
      {
        fontStyle: 'normal',
        fallbackLocal: brandFonts.body.fallbackLocal,
        overrides: brandFonts.body.overrides,
      },
    ]);
  });

  it('names the free clones Linux ships before the faces of macOS and Windows', () => {
    // A name Chromium on Linux misses is a synchronous fontconfig lookup in the middle of layout.
    const faces = [brandFonts.display, brandFonts.body].flatMap(fallbackFaces);
    expect(faces.map((face) => face.fallbackLocal[0])).toEqual([
      'Liberation Serif',
      'Liberation Serif Italic',
      'Liberation Sans',
    ]);
    for (const face of faces) {
      const firstProprietary = face.fallbackLocal.findIndex((name) => /Times|Arial/.test(name));
      expect(firstProprietary).toBeGreaterThan(0);
    }
  });

  it('puts the web font first, its fallback face second, a generic family last', () => {
    expect(fontStack(brandFonts.display)).toBe(
      '"Cormorant Garamond Variable", "Cormorant Garamond Fallback", Georgia, serif',
    );
    expect(fontStack(brandFonts.body)).toBe(
      '"Inter Variable", "Inter Fallback", system-ui, sans-serif',
    );
  });
});
