import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { shopColor } from '../../styles/shopTokens';

/** An image's frame: sand until it paints, the picture cropped to the frame's shape. */
const base = style({
  position: 'relative',
  overflow: 'hidden',
  background: shopColor.frameBackdrop,
});
globalStyle(`${base} img`, { width: '100%', height: '100%', objectFit: 'cover' });

/** One frame per aspect ratio of content (behaviour §3); `none` keeps the image's own shape. */
export const frame = styleVariants({
  none: [base],
  vertical: [base, { aspectRatio: '2 / 3' }],
  horizontal: [base, { aspectRatio: '3 / 2' }],
  product: [base, { aspectRatio: '4 / 5' }],
  film: [base, { aspectRatio: '16 / 9' }],
  tarot: [base, { aspectRatio: '7 / 12' }],
});
