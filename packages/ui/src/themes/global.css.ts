import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

// Shared resets for the parts the components render; the storefront owns its page-level CSS.
globalStyle('[data-slot]', { boxSizing: 'border-box' });

globalStyle('[data-slot]:focus-visible', {
  outline: `${vars.border.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thick,
});
