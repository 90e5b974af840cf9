import { style, styleVariants } from '@vanilla-extract/css';
import { bodyColumn } from '../../layout/bodyColumn.css.js';
import { vars } from '../../themes/contract.css.js';

export const root = style([
  bodyColumn.sm,
  {
    maxWidth: '28rem',
    width: '100%',
    minWidth: 0,
  },
]);

export const variant = styleVariants({
  footer: {},
  popup: { maxWidth: 'none' },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
});

/** The field and its button on one line, sharing one hairline border. */
export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: 0,
  minHeight: vars.size.control,
});

export const input = style({
  flex: '1 1 0',
  width: '100%',
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.line}`,
  borderInlineEnd: 'none',
  borderRadius: vars.radius.none,
  backgroundColor: vars.color.paper,
  color: vars.color.ink,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&::placeholder': { color: vars.color.muted },
  },
});

export const submit = style({ flex: '0 0 auto' });

/** The outcome message takes the field's place and height, so nothing below moves (behaviour §4). */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  margin: 0,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const tone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.error },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.error,
});
