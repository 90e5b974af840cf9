import { style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@treize/ui/vanilla-extract';
import { headerHeight, shopHeight, shopSpace } from '../../styles/shopTokens';

/** Off screen until focused, then over the header's corner. */
export const skipLink = style({
  position: 'absolute',
  left: '-100vw',
  top: 0,
  selectors: {
    '&:focus': {
      left: vars.space.md,
      zIndex: 100,
      background: vars.color.paper,
      padding: vars.space.sm,
    },
  },
});

/** The main content sits in the shared container (ui `container`); only its rhythm is here. */
export const main = style(
  responsiveStyle({
    mobile: {
      paddingBlock: `calc(${headerHeight} + ${shopSpace.clearance}) ${vars.layout.section}`,
      minHeight: shopHeight.main,
      selectors: { '&:focus': { outline: 'none' } },
    },
    desktop: { paddingTop: `calc(${headerHeight} + ${shopSpace.open})` },
  }),
);
