import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const price = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  fontVariantNumeric: 'tabular-nums',
});

export const compareAt = style({ color: vars.color.muted, textDecoration: 'line-through' });

export const current = style({
  selectors: { [`${price}[data-state="sale"] &`]: { color: vars.color.accent } },
});
