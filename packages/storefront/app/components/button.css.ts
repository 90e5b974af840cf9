import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopSpace } from '../styles/shopTokens';

/**
 * The shop's outlined button, for a link or a button: ink on paper, square, its words in the text's
 * own type. The islands of the frame use it, so it ships with the root's stylesheet
 * (shell/frameStyles.ts).
 */
export const button = style({
  display: 'inline-block',
  font: 'inherit',
  padding: `${shopSpace.buttonBlock} ${shopSpace.buttonInline}`,
  border: `${vars.border.thin} solid ${shopColor.ink}`,
  background: 'none',
  color: shopColor.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

/** The one action a screen leads to (add to cart, checkout): paper on ink. */
export const primaryButton = style([button, { background: shopColor.ink, color: shopColor.paper }]);
