import { style } from '@vanilla-extract/css';
import { smallCaps, vars } from '@treize/ui/vanilla-extract';
import {
  interfaceFont,
  shopColor,
  shopFontSize,
  shopLetterSpacing,
  shopSpace,
  underlineOffset,
} from '../../styles/shopTokens';

/** The type the account screens share: the eyebrow over a title, the title, quiet text, links. */

export const eyebrow = style([
  smallCaps,
  {
    margin: `0 0 ${shopSpace.roomy}`,
    fontFamily: interfaceFont,
    fontSize: vars.fontSize.xs,
    letterSpacing: shopLetterSpacing.airy,
    color: shopColor.muted,
  },
]);

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontWeight: 'normal',
  fontSize: shopFontSize.display,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ margin: 0, color: shopColor.muted });

/** A link in ink with its underline clear of the descenders. */
export const inkLink = style({ color: shopColor.ink, textUnderlineOffset: underlineOffset });

/** An order's fulfilment status, in small accent capitals. */
export const status = style([
  smallCaps,
  {
    justifySelf: 'start',
    fontFamily: interfaceFont,
    fontSize: vars.fontSize.xs,
    color: shopColor.accent,
  },
]);

/** The default address's mark. */
export const badge = style([
  smallCaps,
  {
    justifySelf: 'start',
    margin: 0,
    padding: `${shopSpace.snug} ${shopSpace.cozy}`,
    border: `${vars.border.thin} solid ${shopColor.accent}`,
    color: shopColor.accent,
    fontFamily: interfaceFont,
    fontSize: shopFontSize.caption,
    letterSpacing: shopLetterSpacing.spaced,
  },
]);
