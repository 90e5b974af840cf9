import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.ink,
});

/** Under 1024 px the whole gallery is a tap target that opens the product (behaviour §2). */
export const gallery = style(responsiveStyle({ mobileOnly: { cursor: 'pointer' } }));

export const heart = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: vars.zIndex.header,
});

export const info = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'baseline',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/**
 * Two lines are kept for every title: a title near a line's end can take one line in the brand
 * serif and two in its local stand-in, and the row under it would move when the web font arrives.
 */
export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  minHeight: `calc(2em * ${vars.lineHeight.tight})`,
});

export const subtitle = style({ color: vars.color.muted });

/** Videos take the same product ratio as the images beside them. */
export const videoFrame = style({
  position: 'relative',
  display: 'block',
  height: 0,
  paddingTop: vars.aspectRatio.product,
});

export const videoFill = style({ position: 'absolute', inset: 0 });
