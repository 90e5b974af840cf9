/** Viewport widths where the layout changes. Mobile is everything under 1024 px (behaviour §9). */
export const breakpoints = {
  mobile: 0,
  /** A phone held sideways: forms set their fields side by side from here. */
  largePhone: 640,
  /** A tablet held upright: account and journal pages gain a second column from here. */
  tablet: 768,
  desktop: 1024,
} as const;

/** The widest mobile viewport, 1023 px (behaviour §9 "Mobile breakpoint"). */
export const mobileMaxWidth = breakpoints.desktop - 1;

/** Breakpoint names, ordered from smallest to largest. */
export const breakpointNames = ['mobile', 'largePhone', 'tablet', 'desktop'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/**
 * The widest phone viewport, just under the tablet step: fractional widths (zoomed pages) between
 * 767 and 768 px stay on the phone side.
 */
export const phoneMaxWidth = breakpoints.tablet - 0.02;

/** Media queries behind `responsiveStyle`; components never write them by hand. */
export const mediaQueries = {
  mobile: `screen and (max-width: ${mobileMaxWidth}px)`,
  /** Phones only: a sheet docked at the screen's foot takes its phone shape under the tablet step. */
  belowTablet: `screen and (max-width: ${phoneMaxWidth}px)`,
  largePhone: `screen and (min-width: ${breakpoints.largePhone}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
