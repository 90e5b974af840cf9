import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';
import { displayTitle } from '../../styles/displayTitle.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = displayTitle.xl;

export const grid = style({
  display: 'grid',
  columnGap: vars.space.sm,
  rowGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** 2 columns on mobile; 4 or 5 from 1024 px (behaviour §9 "Products module: 4 or 5 columns"). */
export const columns = styleVariants({
  4: responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  5: responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  }),
});
