import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const logo = style({
  display: 'inline-block',
  color: vars.color.ink,
  fill: 'currentColor',
  height: 'auto',
});

export const variant = styleVariants({
  wordmark: { width: vars.size.logoWordmark },
  monogram: { width: vars.size.logoMonogram },
});

export const text = style({
  fontFamily: vars.font.display,
  letterSpacing: vars.letterSpacing.wide,
});
