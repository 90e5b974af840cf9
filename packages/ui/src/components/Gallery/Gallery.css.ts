import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';

/** 2 per row on mobile, 4 per row on large screens (behaviour §9 "Gallery: 4 per row"). */
export const gallery = style([
  { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
]);

export const item = style({ margin: 0 });
