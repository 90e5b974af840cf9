import { style } from '@vanilla-extract/css';
import { shopColor, shopFontSize, shopSpace } from '../../styles/shopTokens';

/** The outcome of a form sent without scripts, shown on the page it came back to. */
export const formOutcome = style({
  margin: `${shopSpace.roomy} 0 0`,
  fontSize: shopFontSize.small,
  color: shopColor.ink,
  // Below the fixed header and its banner strip, which would otherwise hide it.
  scrollMarginTop: shopSpace.headerAndBanner,
  selectors: { "&[data-tone='error']": { color: shopColor.accent } },
});
