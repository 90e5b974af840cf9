import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopFontSize, shopOffset, shopSpace } from '../../styles/shopTokens';

/** Copy the link: a quiet text action under the contact button, its confirmation beside it. */
export const copyLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: shopSpace.roomy,
  margin: 0,
  fontSize: shopFontSize.label,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const button = style({
  padding: `${vars.space.xs} 0`,
  border: 0,
  background: 'none',
  color: shopColor.ink,
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: shopOffset.linkUnderline,
  textDecorationThickness: vars.border.thin,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationColor: shopColor.accent },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thick,
    },
  },
});

export const status = style({ color: shopColor.muted });
