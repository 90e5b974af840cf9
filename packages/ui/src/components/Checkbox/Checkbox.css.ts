import { style } from '@vanilla-extract/css';
import { bodyColumn } from '../../layout/bodyColumn.css.js';
import { vars } from '../../themes/contract.css.js';

export const root = bodyColumn.xs;

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const input = style({
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.ink,
  selectors: {
    '&[aria-invalid="true"]': { outline: `${vars.border.thin} solid ${vars.color.error}` },
  },
});
