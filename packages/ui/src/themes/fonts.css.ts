import { globalFontFace } from '@vanilla-extract/css';
import { brandFonts } from '../tokens/typography.js';

// The local stand-ins for the brand fonts, sized to their metrics (tokens/typography.ts). They need
// no file, so the library can declare them; the web faces themselves are the app's to host.
const localSources = (names: readonly string[]) =>
  names.map((name) => `local("${name}")`).join(', ');

for (const font of Object.values(brandFonts)) {
  globalFontFace(font.fallbackFamily, {
    src: localSources(font.fallbackLocal),
    fontStyle: 'normal',
    ...font.overrides,
  });
  if ('italic' in font) {
    globalFontFace(font.fallbackFamily, {
      src: localSources(font.italic.fallbackLocal),
      fontStyle: 'italic',
      ...font.italic.overrides,
    });
  }
}
