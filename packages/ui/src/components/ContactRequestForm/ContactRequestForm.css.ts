import { style } from '@vanilla-extract/css';
import { bodyColumn } from '../../layout/bodyColumn.css.js';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';

export const form = bodyColumn.md;

export const intro = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.loose,
  color: vars.color.muted,
});

/** Two fields side by side on large screens (first and last name, email and phone). */
export const pair = style([
  { display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
]);

export const options = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Out of sight and out of the tab order: only a robot fills the honeypot. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
