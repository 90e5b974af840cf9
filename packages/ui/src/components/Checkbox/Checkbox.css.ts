import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.ink,
});

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
