export {
  aspectRatios,
  aspectRatioPercent,
  defaultAspectRatio,
  type AspectRatio,
} from './aspectRatios.js';
export {
  breakpoints,
  breakpointNames,
  mediaQueries,
  mobileMaxWidth,
  type Breakpoint,
} from './breakpoints.js';
export { durations, ms, type Duration } from './motion.js';
export { treizeTokens, type Tokens } from './tokens.js';
export {
  brandFonts,
  fallbackOverrides,
  fontMetrics,
  fontStack,
  type BrandFamily,
  type FallbackOverrides,
  type FontMetrics,
} from './typography.js';
