import { globalFontFace } from '@vanilla-extract/css';
import { brandFonts } from '../tokens/typography.js';

// The local stand-ins for the brand fonts, sized to their metrics (tokens/typography.ts). They need
// no file, so the library can declare them; the web faces themselves are the app's to host.
for (const font of Object.values(brandFonts)) {
  globalFontFace(font.fallbackFamily, {
    src: font.fallbackLocal.map((name) => `local("${name}")`).join(', '),
    sizeAdjust: font.overrides.sizeAdjust,
    ascentOverride: font.overrides.ascentOverride,
    descentOverride: font.overrides.descentOverride,
    lineGapOverride: font.overrides.lineGapOverride,
  });
}
