import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import {
  shopColor,
  shopFontSize,
  shopOffset,
  shopSpace,
  underlineOffset,
} from '../../styles/shopTokens';

const hairline = `${vars.border.thin} solid ${shopColor.line}`;

export const group = style({});

/** The group's title, underlined while its panel is open. */
export const title = style({
  selectors: {
    [`${group}[data-open] &`]: {
      textDecoration: 'underline',
      textUnderlineOffset: shopOffset.headerUnderline,
    },
  },
});

/** The title's caret turns over while the panel is open. */
export const caret = style({
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: { [`${group}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * The open panel: a hairline sheet under the header bar. Before the scripts arrive, hovering or
 * focusing the group shows it too.
 */
export const panel = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  background: shopColor.paper,
  borderTop: hairline,
  borderBottom: hairline,
  selectors: {
    [`${group}[data-open] &, html:not([data-hydrated]) ${group}:is(:hover, :focus-within) &`]: {
      display: 'block',
    },
  },
});
globalStyle(`${panel} a:hover`, {
  textDecoration: 'underline',
  textUnderlineOffset: underlineOffset,
});
globalStyle(`${panel} a:focus-visible`, {
  outline: `${vars.border.thick} solid ${vars.color.focus}`,
  outlineOffset: vars.border.thick,
});

/** The primary links in four columns, as wide as the page container's content. */
export const links = style({
  listStyle: 'none',
  marginBlock: 0,
  marginInline: 'auto',
  boxSizing: 'border-box',
  maxWidth: `calc(${vars.layout.containerMax} + 2 * ${vars.layout.gutter})`,
  padding: `${shopSpace.loose} ${vars.layout.gutter} ${vars.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.layout.columnGap}`,
});

export const primary = style({
  fontFamily: vars.font.display,
  fontSize: shopFontSize.section,
  lineHeight: 1.2,
});

export const secondary = style({
  listStyle: 'none',
  margin: 0,
  marginTop: shopSpace.roomy,
  padding: 0,
  display: 'grid',
  gap: shopSpace.close,
  fontSize: shopFontSize.small,
  color: shopColor.muted,
});
