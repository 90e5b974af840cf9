import { style } from '@vanilla-extract/css';
import { bodyColumn } from '../../layout/bodyColumn.css.js';
import { vars } from '../../themes/contract.css.js';

export const field = bodyColumn.xs;

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const required = style({ color: vars.color.error, marginInlineStart: vars.space.xxs });

export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.line}`,
  borderRadius: vars.radius.none,
  backgroundColor: vars.color.paper,
  color: vars.color.ink,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:focus': { borderColor: vars.color.ink, outline: 'none' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const textarea = style({ resize: 'vertical' });

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.error,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
