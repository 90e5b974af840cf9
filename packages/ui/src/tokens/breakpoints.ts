/** Viewport widths where the layout changes. Mobile is everything under 1024 px (spec §9). */
export const breakpoints = {
  mobile: 0,
  desktop: 1024,
} as const;

/** The widest mobile viewport, 1023 px (spec §9 "Mobile breakpoint"). */
export const mobileMaxWidth = breakpoints.desktop - 1;

/** Breakpoint names, ordered from smallest to largest. */
export const breakpointNames = ['mobile', 'desktop'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/** Media queries behind `responsiveStyle`; components never write them by hand. */
export const mediaQueries = {
  mobile: `screen and (max-width: ${mobileMaxWidth}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
