import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';
import { responsiveStyle } from '../themes/responsiveStyle.js';

/**
 * The page container of the grid: centred, at most the layout's content width,
 * with the outer gutter on both sides. Header bar, main and footer all sit in it, so their edges
 * line up at every width.
 */
export const container = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.layout.containerMax} + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/**
 * A block that leaves the container and spans the viewport (an editorial module that asks for
 * full bleed). `100vw` would include a classic scrollbar, so the width comes from the container's
 * own box instead: it grows by whatever is left on each side.
 */
export const fullBleed = style({
  width: 'auto',
  marginInline: `calc(-1 * max(${vars.layout.gutter}, (100vw - ${vars.layout.containerMax}) / 2))`,
});

/** The grid of the container: 4 columns on phones, 12 on large screens, the shared gap. */
export const layoutGrid = style(
  responsiveStyle({
    mobile: {
      display: 'grid',
      gridTemplateColumns: `repeat(${vars.layout.columnsMobile}, minmax(0, 1fr))`,
      columnGap: vars.layout.columnGap,
    },
    desktop: { gridTemplateColumns: `repeat(${vars.layout.columnsDesktop}, minmax(0, 1fr))` },
  }),
);
