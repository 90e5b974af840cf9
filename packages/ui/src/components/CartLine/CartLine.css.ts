import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const line = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.control} * 2) 1fr auto`,
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.line}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
  selectors: {
    // A line being removed is shown faded (behaviour §4 Cart drawer).
    '&[data-state="removing"]': { opacity: 0.4, pointerEvents: 'none' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const options = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
});

export const quantity = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const quantityValue = style({
  minWidth: vars.size.icon,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const remove = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
});
