import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { iconTarget } from '../../styles/iconTarget.css.js';

export const iconButton = style([
  iconTarget,
  {
    borderRadius: vars.radius.full,
    color: vars.color.ink,
    transitionProperty: 'background-color, opacity',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.line },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
    },
  },
]);
