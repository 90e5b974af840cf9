import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyle, stack, vars } from '@treize/ui/vanilla-extract';
import {
  headerHeight,
  semibold,
  shopColor,
  shopFontSize,
  shopSpace,
  shopWidth,
} from '../../styles/shopTokens';

/**
 * The cart page and the cart drawer. Phones: lines, then the summary. Large screens: lines left,
 * a sticky summary column right.
 */
export const page = style({
  maxWidth: shopWidth.page,
  margin: '0 auto',
  padding: `${shopSpace.loose} ${vars.space.md}`,
});
globalStyle(`${page} h1`, { fontWeight: 'normal', fontSize: shopFontSize.screenTitle });

export const layout = style(
  responsiveStyle({
    mobile: { display: 'grid', gap: shopSpace.loose },
    desktop: {
      gridTemplateColumns: `minmax(0, 1fr) ${shopWidth.cartSummary}`,
      gap: shopSpace.open,
      alignItems: 'start',
    },
  }),
);

export const pageSummary = style(
  responsiveStyle({
    mobile: {
      display: 'grid',
      gap: vars.space.lg,
      alignContent: 'start',
      padding: vars.space.lg,
      border: `${vars.border.thin} solid ${vars.color.line}`,
    },
    desktop: { position: 'sticky', top: `calc(${headerHeight} + ${shopSpace.loose})` },
  }),
);

export const lines = style([stack.md, { listStyle: 'none', margin: 0, padding: 0 }]);

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${shopWidth.cartImage} 1fr auto`,
  gap: vars.space.md,
  alignItems: 'start',
  transition: `opacity ${vars.duration.fast}`,
  selectors: { "&[data-state='removing']": { opacity: 0.4 } },
});

export const lineImage = style({ width: shopWidth.cartImage, height: 'auto', display: 'block' });

export const lineOptions = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0`,
  padding: 0,
  fontSize: vars.fontSize.sm,
});

export const lineQuantity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
globalStyle(`${lineQuantity} form`, { display: 'inline' });

export const lineAside = style([stack.sm, { justifyItems: 'end' }]);

export const summary = style([stack.md, { marginTop: shopSpace.loose }]);

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: semibold,
});

export const note = style({});

/** The discount row: label above a hairline field and an outlined apply button on one line. */
export const discount = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'end',
  flexWrap: 'wrap',
});

globalStyle(`${note} textarea`, { width: '100%', minHeight: shopWidth.noteField });
globalStyle(`${discount} label, ${note} label`, {
  display: 'grid',
  gap: shopSpace.close,
  flex: `1 1 ${shopWidth.discountField}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  color: shopColor.muted,
});
globalStyle(`${discount} input, ${note} textarea`, {
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textTransform: 'none',
  letterSpacing: 'normal',
  color: shopColor.ink,
  background: vars.color.paper,
  border: `${vars.border.thin} solid ${vars.color.line}`,
  borderRadius: vars.radius.none,
  padding: `${shopSpace.cozy} ${shopSpace.roomy}`,
  minHeight: vars.size.control,
});
globalStyle(`${discount} input:focus-visible, ${note} textarea:focus-visible`, {
  outline: `${vars.border.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thin,
  borderColor: shopColor.ink,
});
globalStyle(`${discount} button`, {
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  minHeight: vars.size.control,
  padding: `0 ${shopSpace.airy}`,
  color: shopColor.ink,
  background: shopColor.transparent,
  border: `${vars.border.thin} solid ${shopColor.ink}`,
  borderRadius: vars.radius.none,
  cursor: 'pointer',
});
globalStyle(`${discount} button:hover`, { background: shopColor.ink, color: vars.color.paper });
globalStyle(`${discount} button:focus-visible`, {
  outline: `${vars.border.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thick,
});

/** In the page's summary column the note and discount fields take the column's width. */
globalStyle(`${pageSummary} ${summary}`, { marginTop: 0 });
globalStyle(`${pageSummary} ${note}`, {
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
globalStyle(`${pageSummary} ${note} label, ${pageSummary} ${discount} label`, {
  display: 'grid',
  gap: shopSpace.close,
  width: '100%',
});
globalStyle(`${pageSummary} ${discount}`, { flexWrap: 'nowrap' });
globalStyle(`${pageSummary} ${discount} label`, { flex: 1 });
globalStyle(`${pageSummary} ${discount} input`, { width: '100%', boxSizing: 'border-box' });
globalStyle(`${pageSummary} [data-slot='checkout-link']`, { textAlign: 'center' });

export const error = style({ color: shopColor.alert });

export const empty = style([stack.md, { justifyItems: 'start' }]);
