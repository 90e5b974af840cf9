import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const wrapper = style({ width: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
});

export const caption = style({
  textAlign: 'start',
  marginBottom: vars.space.sm,
  color: vars.color.muted,
});

export const headerCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  padding: vars.space.sm,
  borderBottom: `${vars.border.thick} solid ${vars.color.ink}`,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.line}`,
  verticalAlign: 'top',
});
