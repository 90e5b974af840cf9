import { globalStyle, style } from '@vanilla-extract/css';
import { shopColor, shopOffset, shopSpace } from '../../styles/shopTokens';

/** A number marked with the decorative star, and the star drawn after it. */
export const star = style({});
export const starMark = style({ color: shopColor.accent, marginLeft: shopOffset.starGap });

/** A heading moved up a level for the outline keeps the look of the h4 an editor chose. */
export const lookH4 = style({});

export const bullets = style({});
/* A bullet list whose items lead with a star number reads as a numbered list: no bullet before it. */
globalStyle(`${bullets}:has(> li > ${star}:first-child)`, { listStyle: 'none', paddingLeft: 0 });
globalStyle(`${bullets}:has(> li > ${star}:first-child) > li + li`, {
  marginTop: shopSpace.close,
});
