// Helpers for apps that write their own vanilla-extract styles on the design system's tokens
// (`@treize/ui/vanilla-extract`). They speak vanilla-extract's types, so they live apart from the
// main entry: an app that only renders components never needs `@vanilla-extract/css` installed.
export { vars } from './themes/contract.css.js';
export { responsiveStyle } from './themes/responsiveStyle.js';
export { bareList, cluster, stack, type StackGap } from './layout/stack.css.js';
export { smallCaps } from './styles/smallCaps.css.js';
export { displayTitle } from './styles/displayTitle.css.js';
export { iconTarget } from './styles/iconTarget.css.js';
