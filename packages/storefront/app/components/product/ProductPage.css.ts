import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, responsiveStyle, vars } from '@treize/ui/vanilla-extract';
import { headerHeight, shopColor, shopFontSize, shopSpace } from '../../styles/shopTokens';

/**
 * The product page (behaviour §2): gallery and buying column side by side on large screens, one
 * above the other on phones; the editorial body below, across both.
 */
export const page = style(
  responsiveStyle({
    mobile: { display: 'grid', gap: shopSpace.loose, minWidth: 0 },
    desktop: { gridTemplateColumns: '3fr 2fr' },
  }),
);
globalStyle(`${page} > *`, { minWidth: 0 });

/** Every media in the same frame: one column on phones, two on large screens (behaviour §2 media). */
export const galleryList = style([
  bareList,
  responsiveStyle({
    mobile: { display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)' },
    desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
]);

export const editorial = style(responsiveStyle({ desktop: { gridColumn: '1 / -1' } }));

/** The buying column, which stays in view beside a long gallery. */
export const details = style(
  responsiveStyle({
    mobile: { display: 'grid', gap: vars.space.md, alignContent: 'start' },
    desktop: { position: 'sticky', top: `calc(${headerHeight} + ${shopSpace.loose})` },
  }),
);
/* The contact button sits under add-to-cart at its own width, not stretched across the column. */
globalStyle(`${details} [data-slot='contact-form-trigger']`, { justifySelf: 'start' });
globalStyle(`${details} h1`, { fontWeight: 'normal', fontSize: vars.fontSize.xl, margin: 0 });

/** The editor's label above the title. */
export const label = style({
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  fontSize: shopFontSize.eyebrow,
  margin: 0,
  color: shopColor.muted,
});
