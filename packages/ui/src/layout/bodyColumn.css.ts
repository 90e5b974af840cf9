import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

/**
 * The shape of a field, a form or a panel: its parts in a column one gap apart, in the body face
 * and ink. `bodyColumn.xs` for a field's label, control and message; wider gaps for forms.
 */
export const bodyColumn = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
  fontFamily: vars.font.body,
  color: vars.color.ink,
}));
