import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  transitionProperty: 'background-color, opacity',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.line },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
});
