import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, vars } from '@treize/ui/vanilla-extract';
import {
  shopColor,
  shopFontSize,
  shopLetterSpacing,
  shopSpace,
  shopWidth,
  underlineOffset,
} from '../../styles/shopTokens';

/** The search field, its label and its button on one line that wraps. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginBottom: vars.space.lg,
});
globalStyle(`${form} input`, {
  font: 'inherit',
  padding: shopSpace.cozy,
  border: `${vars.border.thin} solid ${shopColor.ink}`,
  minWidth: shopWidth.searchField,
});

/** Journal articles and pages found: a quiet list under the products. */
export const editorial = style({
  marginTop: shopSpace.open,
  borderTop: `${vars.border.thin} solid ${shopColor.line}`,
  paddingTop: vars.space.lg,
});

export const editorialTitle = style({
  fontWeight: 'normal',
  fontSize: shopFontSize.section,
  margin: `0 0 ${shopSpace.spacious}`,
});

export const editorialList = style([
  bareList,
  {
    display: 'grid',
    gap: shopSpace.wider,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${shopWidth.resultColumn}), 1fr))`,
  },
]);

export const item = style({});
globalStyle(`${item} > p:last-child`, { margin: 0, color: shopColor.muted });

export const name = style({
  fontWeight: 'normal',
  fontSize: shopFontSize.resultTitle,
  lineHeight: 1.3,
  margin: `0 0 ${vars.space.sm}`,
});
globalStyle(`${name} a`, { textDecoration: 'none' });
globalStyle(`${name} a:hover, ${name} a:focus-visible`, {
  textDecoration: 'underline',
  textUnderlineOffset: underlineOffset,
});

export const date = style({
  color: shopColor.muted,
  fontSize: shopFontSize.eyebrow,
  textTransform: 'uppercase',
  letterSpacing: shopLetterSpacing.airy,
  margin: `0 0 ${vars.space.sm}`,
});
