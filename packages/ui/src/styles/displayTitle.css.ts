import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

/**
 * A title in the display serif at its regular weight, with no outer margin: a drawer's or a
 * dialog's title, a product grid's heading. `displayTitle.xl`; a component adds its own rules by
 * composing it.
 */
export const displayTitle = styleVariants(
  { lg: vars.fontSize.lg, xl: vars.fontSize.xl },
  (fontSize) => ({
    margin: 0,
    fontFamily: vars.font.display,
    fontSize,
    fontWeight: vars.fontWeight.regular,
  }),
);
