import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

export const stepper = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.display,
});

export const json = style({
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  backgroundColor: vars.color.line,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const error = style({ margin: 0, color: vars.color.error });

export const note = style({ margin: 0, color: vars.color.muted });
