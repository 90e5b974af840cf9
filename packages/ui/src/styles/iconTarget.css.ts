import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

/**
 * The box of a button that holds only an icon: a control-sized square (the 44 px touch target)
 * with the icon centred, and the browser's button look taken away. It sets no colour and no focus
 * ring: `IconButton` takes the theme's ink and the `[data-slot]` ring, an app composes its own
 * (`style([iconTarget, { color, … }])`).
 */
export const iconTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
});
