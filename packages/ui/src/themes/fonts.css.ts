import { globalFontFace } from '@vanilla-extract/css';
import { brandFonts, fallbackFaces } from '../tokens/typography.js';

// The local stand-ins for the brand fonts, sized to their metrics (tokens/typography.ts). They need
// no file, so the library can declare them; the web faces themselves are the app's to host.
for (const font of Object.values(brandFonts)) {
  for (const { fontStyle, fallbackLocal, overrides } of fallbackFaces(font)) {
    globalFontFace(font.fallbackFamily, {
      src: fallbackLocal.map((name) => `local("${name}")`).join(', '),
      fontStyle,
      ...overrides,
    });
  }
}
