import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const box = style({
  padding: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.ink}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.loose,
  color: vars.color.ink,
});
