import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

/**
 * The house's small spaced capitals for labels, eyebrows and statuses. A component sets its own
 * size and colour on top.
 */
export const smallCaps = style({
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});
