import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.line}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
});

export const groups = style([
  { display: 'grid', gap: vars.space.lg },
  responsiveStyle({
    mobile: { gridTemplateColumns: '1fr' },
    desktop: { gridTemplateColumns: 'repeat(3, 1fr)' },
  }),
]);

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Each group's alignment comes from content (behaviour §2 Footer). */
export const alignment = styleVariants({
  left: { textAlign: 'left', alignItems: 'flex-start' },
  center: { textAlign: 'center', alignItems: 'center' },
  right: { textAlign: 'right', alignItems: 'flex-end' },
});

export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const list = style({ display: 'contents', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const credits = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const copyright = style({ margin: 0 });
