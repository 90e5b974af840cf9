import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

/** Each dot is lit for one 250 ms frame of a three-frame cycle (behaviour §9 loader). */
const blink = keyframes({
  '0%': { opacity: 1 },
  '33.333%': { opacity: 0.2 },
  '100%': { opacity: 0.2 },
});

export const loader = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'currentColor',
});

export const dot = style({
  width: vars.size.loaderDot,
  height: vars.size.loaderDot,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  animationName: blink,
  animationDuration: `calc(${vars.duration.loader} * 3)`,
  animationTimingFunction: 'steps(1, end)',
  animationIterationCount: 'infinite',
  selectors: {
    '&:nth-child(2)': { animationDelay: vars.duration.loader },
    '&:nth-child(3)': { animationDelay: `calc(${vars.duration.loader} * 2)` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none', opacity: 0.6 },
  },
});
