import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
});

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const mute = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  backgroundColor: vars.color.paper,
});
