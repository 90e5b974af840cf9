import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.ink}`,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: { '&:hover': { backgroundColor: vars.color.ink, color: vars.color.paper } },
});
