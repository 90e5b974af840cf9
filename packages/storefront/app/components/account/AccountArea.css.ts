import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, responsiveStyle, smallCaps, stack, vars } from '@treize/ui/vanilla-extract';
import {
  interfaceFont,
  shopColor,
  shopFontSize,
  shopSpace,
  shopWidth,
  underlineOffset,
} from '../../styles/shopTokens';
import { title } from './accountType.css';
import { inkLinksIn } from './inkLinksIn';

/** The signed-in area: navigation in a column beside the content on large screens. */
export const area = style({
  maxWidth: shopWidth.page,
  margin: '0 auto',
  padding: `${vars.space.md} 0 ${vars.space.xxl}`,
});

export const header = style({
  marginBottom: vars.space.xl,
  paddingBottom: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.line}`,
});
globalStyle(`${header} ${title}`, { margin: 0 });

export const layout = style([
  stack.xl,
  responsiveStyle({
    desktop: {
      gridTemplateColumns: `${shopWidth.accountNav} minmax(0, 1fr)`,
      gap: vars.space.xxl,
    },
  }),
]);

export const nav = style([smallCaps, { fontFamily: interfaceFont, fontSize: shopFontSize.label }]);

export const navLinks = style([
  bareList,
  responsiveStyle({
    mobile: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: `${vars.space.sm} ${vars.space.lg}`,
      margin: `0 0 ${vars.space.lg}`,
    },
    desktop: { flexDirection: 'column', gap: vars.space.md },
  }),
]);
globalStyle(`${nav} a`, {
  color: shopColor.muted,
  textDecoration: 'none',
  paddingBottom: shopSpace.snug,
  borderBottom: `${vars.border.thin} solid ${shopColor.transparent}`,
});
globalStyle(`${nav} a:hover, ${nav} a[aria-current='page']`, {
  color: shopColor.ink,
  borderBottomColor: shopColor.ink,
});

/** A button that reads as an underlined link (sign out, make default, delete). */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: shopColor.ink,
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: underlineOffset,
  cursor: 'pointer',
});

export const content = style({ display: 'grid', gap: shopSpace.open, alignContent: 'start' });
globalStyle(`${content} h2`, {
  margin: `0 0 ${vars.space.md}`,
  fontWeight: 'normal',
  fontSize: shopFontSize.section,
});

/** Two framed panels side by side from tablet width. */
export const panels = style([
  stack.lg,
  responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr' } }),
]);

export const panel = style([
  stack.md,
  {
    alignContent: 'start',
    padding: vars.space.lg,
    border: `${vars.border.thin} solid ${vars.color.line}`,
  },
]);
globalStyle(`${panel} h2`, { margin: 0 });
inkLinksIn(panel);

export const profile = style([bareList, stack.xs]);

export const address = style({ display: 'grid', gap: shopSpace.tight, fontStyle: 'normal' });

export const addressList = style([
  bareList,
  stack.lg,
  responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr' } }),
]);
globalStyle(`${addressList} [data-default]`, { borderColor: shopColor.ink });

export const addressActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: shopSpace.spacious,
  fontSize: vars.fontSize.sm,
});

/** No orders yet: a line and the way to the collections. */
export const empty = style([stack.md, { justifyItems: 'start' }]);
globalStyle(`${empty} p`, { margin: 0, color: shopColor.muted });
