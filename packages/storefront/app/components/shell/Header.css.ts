import { globalStyle, style } from '@vanilla-extract/css';
import { iconTarget, responsiveStyle, vars } from '@treize/ui/vanilla-extract';
import {
  badgeRadius,
  headerHeight,
  hiddenTextBox,
  shopColor,
  shopFontSize,
  shopHeight,
  shopOffset,
  shopSpace,
} from '../../styles/shopTokens';

const hairline = `${vars.border.thin} solid ${shopColor.line}`;
/** Icon buttons at the bar's two ends reach past the gutter so their icons, not their boxes, align. */
const pullToEdge = `calc(-1 * ${vars.space.sm})`;
/** The words beside the header's icons and links: small spaced capitals in the sans. */
const headerCapitals = {
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
} as const;

/** Fixed at the top, above the product cards' own layer, with the banner strip above the bar. */
export const header = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 20,
  background: shopColor.paper,
  borderBottom: hairline,
});

/**
 * Phones show only the toggle, the logo and the cart: the outer columns are as wide as the toggle,
 * so the logo sits in the middle. Large screens give the navigation and the tools a column each.
 */
export const bar = style(
  responsiveStyle({
    mobile: {
      display: 'grid',
      gridTemplateColumns: `${vars.size.control} 1fr ${vars.size.control}`,
      alignItems: 'center',
      gap: vars.space.md,
      paddingBlock: shopSpace.roomy,
      minHeight: headerHeight,
    },
    desktop: { gridTemplateColumns: '1fr auto 1fr' },
  }),
);

/** The focus ring of the header's icon targets: ink, drawn inside their box. */
export const insetFocusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${shopColor.ink}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
  },
});

/** The menu toggle: a 44 px icon target drawn by its SVG; its words stay its accessible name. */
export const menuToggle = style([
  iconTarget,
  insetFocusRing,
  responsiveStyle({
    mobile: {
      marginLeft: pullToEdge,
      color: shopColor.ink,
      selectors: { "&[aria-disabled='true']": { cursor: 'progress' } },
    },
    desktop: { display: 'none' },
  }),
]);

/** The three columns of links, on large screens only. */
export const mainNav = style(
  responsiveStyle({
    mobile: { display: 'none' },
    desktop: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, auto)',
      gap: vars.space.lg,
      justifyContent: 'start',
    },
  }),
);
globalStyle(`${mainNav} a, ${mainNav} button`, { textDecoration: 'none' });

/** A header link or group title: small spaced capitals, underlined under the pointer. */
export const headerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: shopSpace.caret,
  minHeight: vars.size.control,
  padding: 0,
  border: 0,
  background: 'none',
  color: shopColor.ink,
  fontFamily: 'inherit',
  fontStyle: 'inherit',
  lineHeight: 'inherit',
  fontSize: shopFontSize.label,
  ...headerCapitals,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: shopOffset.headerUnderline },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thick,
    },
  },
});

export const logo = style({ display: 'inline-flex', justifySelf: 'center', color: shopColor.ink });
globalStyle(`${logo} svg`, { height: shopHeight.logo, width: 'auto' });
globalStyle(`${logo}[data-logo='wordmark'] svg`, { height: shopHeight.logoWordmark });

/** The bar's end: the large-screen tools, then the cart button at every width. */
export const end = style(
  responsiveStyle({
    mobile: { display: 'flex', alignItems: 'center', justifySelf: 'end', gap: shopSpace.roomy },
    desktop: { fontSize: shopFontSize.label },
  }),
);

/** Locale switcher, account and wishlist: on phones they live in the mobile menu instead. */
export const tools = style(
  responsiveStyle({
    mobile: { display: 'none', alignItems: 'center', gap: shopSpace.roomy },
    desktop: { display: 'flex' },
  }),
);

/** A bare icon link or button of the header's tools (account, wishlist, cart). */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  background: 'none',
  border: 0,
  padding: vars.space.xs,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
});

/** On phones the cart is a 44 px bag with its quantity as a badge, mirroring the menu toggle. */
export const cartButton = style(
  responsiveStyle({
    mobile: {
      position: 'relative',
      justifyContent: 'center',
      minWidth: vars.size.control,
      height: vars.size.control,
      marginRight: pullToEdge,
    },
    desktop: { minWidth: 0, height: 'auto', marginRight: 0 },
  }),
);

/** Large screens say the cart's name instead of drawing the bag. */
export const cartIcon = style(responsiveStyle({ desktop: { display: 'none' } }));

export const cartLabel = style(
  responsiveStyle({
    mobile: {
      position: 'absolute',
      width: hiddenTextBox,
      height: hiddenTextBox,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    desktop: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      ...headerCapitals,
    },
  }),
);

/** The cart's quantity: a round badge on the bag on phones, a word after "Panier" on large screens. */
export const cartCount = style(
  responsiveStyle({
    mobile: {
      position: 'absolute',
      top: shopSpace.close,
      right: shopSpace.snug,
      minWidth: shopHeight.badge,
      height: shopHeight.badge,
      margin: 0,
      padding: `0 ${shopSpace.snug}`,
      borderRadius: badgeRadius,
      background: shopColor.ink,
      color: shopColor.paper,
      fontSize: shopFontSize.caption,
      lineHeight: shopHeight.badge,
      textAlign: 'center',
    },
    desktop: {
      position: 'static',
      minWidth: 0,
      height: 'auto',
      marginLeft: vars.space.xs,
      padding: 0,
      background: 'none',
      color: 'inherit',
      fontSize: 'inherit',
      lineHeight: 'inherit',
      ...headerCapitals,
    },
  }),
);
