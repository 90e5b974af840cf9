import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { headerHeightValue, shopColor, shopLetterSpacing, shopPalette } from './shopTokens';

// The page's base: what every element of every page starts from. Each part of the page styles
// itself in its own `*.css.ts` beside its component.

globalStyle(':root', {
  vars: {
    '--sf-ink': shopPalette.ink,
    '--sf-paper': shopPalette.paper,
    '--sf-muted': shopPalette.muted,
    '--sf-line': shopPalette.line,
    '--sf-accent': shopPalette.accent,
    '--sf-header': headerHeightValue,
  },
  colorScheme: 'light',
});

globalStyle('*', { boxSizing: 'border-box' });

/** Text in the brand sans; headings in the display serif. */
globalStyle('body', {
  margin: 0,
  background: shopColor.paper,
  color: shopColor.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: shopLetterSpacing.display,
});

globalStyle('a', { color: 'inherit' });

// Controls take the page's face and size rather than the browser's: a control that kept them
// would set its words, even hidden ones, in a system face the page loads for nothing (13.33 px
// Arial, which Linux has to look up). Not the whole `font`, which would also give every control
// the page's line height.
globalStyle('button, input, select, textarea', { fontFamily: 'inherit', fontSize: 'inherit' });

globalStyle('img, video', { maxWidth: '100%', height: 'auto', display: 'block' });

// The attribute hides, whatever display a class gives the element.
globalStyle('[hidden]', { display: 'none !important' });
