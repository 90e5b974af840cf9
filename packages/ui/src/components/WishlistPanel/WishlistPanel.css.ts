import { style } from '@vanilla-extract/css';
import { bodyColumn } from '../../layout/bodyColumn.css.js';
import { vars } from '../../themes/contract.css.js';
import { displayTitle } from '../../styles/displayTitle.css.js';

export const panel = bodyColumn.md;

// A refresh in flight only sets aria-busy: fading the lines would drop them below AA contrast.
export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.control} * 2) 1fr auto`,
  gap: vars.space.md,
  alignItems: 'start',
  paddingBlock: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
});

export const imageLink = style({ display: 'block' });

export const imagePlaceholder = style({
  display: 'block',
  aspectRatio: '2 / 3',
  backgroundColor: vars.color.line,
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
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const subtitle = style({ color: vars.color.muted });

export const availability = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.muted,
  selectors: { '&[data-available="false"]': { color: vars.color.error } },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const messageText = style([displayTitle.lg, { lineHeight: vars.lineHeight.normal }]);

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
});

export const notice = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});
