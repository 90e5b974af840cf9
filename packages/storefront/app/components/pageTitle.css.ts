import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopFontSize } from '../styles/shopTokens';

/** A page's title: the display serif at its lightest, growing with the screen. */
export const pageTitle = style({
  fontWeight: 'normal',
  fontSize: shopFontSize.screenTitle,
  margin: `0 0 ${vars.space.md}`,
});
