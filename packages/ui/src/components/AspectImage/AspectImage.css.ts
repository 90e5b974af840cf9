import { style, styleVariants } from '@vanilla-extract/css';
import { aspectRatios, type AspectRatio } from '../../tokens/aspectRatios.js';
import { vars } from '../../themes/contract.css.js';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.line,
});

/** Height reserved before the image loads, from the ratio token (no layout shift). */
export const ratio = styleVariants(
  Object.fromEntries(
    aspectRatios.map((name) => [name, { paddingTop: vars.aspectRatio[name] }]),
  ) as Record<AspectRatio, { paddingTop: string }>,
);

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
