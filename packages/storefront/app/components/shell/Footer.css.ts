import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, responsiveStyle, smallCaps, vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopSpace, shopWidth, underlineOffset } from '../../styles/shopTokens';

const hairline = `${vars.border.thin} solid ${vars.color.line}`;

/** The footer sits in the shared container (ui `container`); only its rhythm is here. */
export const footer = style({ borderTop: hairline });

export const inner = style({
  paddingBlock: `${shopSpace.open} ${shopSpace.loose}`,
  display: 'grid',
  gap: shopSpace.loose,
});

export const newsletter = style({
  // A grid item may not shrink below its content by default: the sign-up row must fit a phone.
  minWidth: 0,
  paddingBottom: vars.space.lg,
  borderBottom: hairline,
});

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(${shopWidth.footerGroup}, 1fr))`,
});

/**
 * A group's alignment (behaviour §2) applies side by side; stacked on a phone, every group reads
 * from the left.
 */
export const group = style(
  responsiveStyle({
    largePhone: {
      selectors: {
        "&[data-align='center']": { textAlign: 'center' },
        "&[data-align='right']": { textAlign: 'right' },
      },
    },
  }),
);

export const groupLinks = style([bareList, { display: 'grid', gap: shopSpace.neat }]);

export const label = style([
  smallCaps,
  {
    margin: `0 0 ${shopSpace.roomy}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    color: shopColor.muted,
  },
]);

export const credits = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    fontSize: vars.fontSize.sm,
    color: shopColor.muted,
  },
]);

export const copyright = style({ margin: 0, fontSize: vars.fontSize.sm, color: shopColor.muted });

globalStyle(`${footer} a`, { textDecoration: 'none' });
globalStyle(`${footer} a:hover, ${footer} a:focus-visible`, {
  textDecoration: 'underline',
  textUnderlineOffset: underlineOffset,
});

/** The content's form links are buttons that read as links; the newsletter's keeps its own look. */
globalStyle(`${footer} [data-slot='contact-form-trigger']`, {
  font: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
  color: 'inherit',
});
