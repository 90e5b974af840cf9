import { globalStyle, style } from '@vanilla-extract/css';
import { cluster, responsiveStyle, stack, vars } from '@treize/ui/vanilla-extract';
import {
  headerHeight,
  interfaceFont,
  selectChevron,
  shopColor,
  shopFontSize,
  shopSpace,
  shopWidth,
} from '../../styles/shopTokens';
import { inkLink } from './accountType.css';
import { inkLinksIn } from './inkLinksIn';

/** Forms: one column of fields on the 8 px rhythm; two side by side from a phone held sideways. */
export const form = style([stack.lg]);

export const wide = style({ maxWidth: shopWidth.wideForm });

/** A field focused after a failed submit scrolls clear of the fixed header, label included. */
globalStyle(`${form} input, ${form} select`, {
  scrollMarginTop: `calc(${headerHeight} + ${vars.space.xxl})`,
});

export const row = style([
  stack.lg,
  responsiveStyle({ largePhone: { gridTemplateColumns: '1fr 1fr' } }),
]);

/** A small link under the fields (the forgotten password). */
export const aside = style([
  inkLink,
  { justifySelf: 'start', marginTop: `calc(-1 * ${vars.space.sm})`, fontSize: vars.fontSize.sm },
]);

export const actions = style([cluster.lg]);
inkLinksIn(actions);

/** A group of fields under a hairline, with its legend as a heading. */
export const fieldset = style([
  stack.lg,
  {
    margin: `${vars.space.md} 0 0`,
    padding: `${vars.space.lg} 0 0`,
    border: 0,
    borderTop: `${vars.border.thin} solid ${vars.color.line}`,
  },
]);
globalStyle(`${fieldset} legend`, { padding: 0, fontSize: shopFontSize.heading });
globalStyle(`${fieldset} legend + p`, { margin: `calc(-1 * ${vars.space.sm}) 0 0` });

/** The country select wears the text fields' hairline frame. */
export const select = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.sm} ${vars.space.md}`,
  border: `${vars.border.thin} solid ${vars.color.line}`,
  borderRadius: vars.radius.none,
  background: `${vars.color.paper} ${selectChevron} no-repeat right ${vars.space.md} center`,
  color: shopColor.ink,
  font: 'inherit',
  fontFamily: interfaceFont,
  appearance: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${shopColor.ink}`,
      outlineOffset: vars.border.thick,
    },
  },
});

/** The message about a whole form, or a confirmation, marked by a rule at its start. */
export const message = style({
  margin: 0,
  padding: `${vars.space.md} ${shopSpace.spacious}`,
  border: `${vars.border.thin} solid ${vars.color.line}`,
  borderLeft: `${vars.border.thick} solid ${shopColor.ink}`,
  fontFamily: interfaceFont,
  fontSize: shopFontSize.small,
  selectors: {
    "&[data-kind='error']": { borderLeftColor: shopColor.error, color: shopColor.error },
    "&[data-kind='notice']": { borderLeftColor: shopColor.accent },
  },
});
