import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: vars.size.iconStroke,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const size = styleVariants({
  small: { width: vars.size.icon, height: vars.size.icon },
  large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
});

export const filled = style({ fill: 'currentColor' });
