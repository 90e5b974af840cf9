import { globalStyle, style } from '@vanilla-extract/css';
import { shopColor } from '../../styles/shopTokens';

/**
 * One frame for every product media: full width, the product's 4:5 shape, the picture or the
 * video cropped to cover it, sand until it paints.
 */
export const mediaFrame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  background: shopColor.frameBackdrop,
});
globalStyle(`${mediaFrame} img, ${mediaFrame} video`, {
  position: 'absolute',
  inset: 0,
  width: '100% !important',
  height: '100% !important',
  maxWidth: 'none',
  objectFit: 'cover',
});
/* The design system's video (behaviour §4 Video) fills the frame like a photograph. */
globalStyle(`${mediaFrame} [data-slot='video']`, { position: 'absolute', inset: 0 });
