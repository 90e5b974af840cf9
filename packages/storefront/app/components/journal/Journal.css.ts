import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, responsiveStyle, vars } from '@treize/ui/vanilla-extract';
import {
  shopColor,
  shopFontSize,
  shopLetterSpacing,
  shopSpace,
  shopWidth,
  underlineOffset,
} from '../../styles/shopTokens';

/** The journal (blog and article pages, behaviour §2): a quiet editorial column, like a house's gazette. */
export const header = style({
  textAlign: 'center',
  maxWidth: shopWidth.readingColumn,
  margin: `0 auto ${shopSpace.open}`,
});

export const intro = style({ color: shopColor.muted, fontStyle: 'italic', margin: 0 });

/** The date and author above a post's title. */
export const meta = style({
  color: shopColor.muted,
  fontSize: shopFontSize.eyebrow,
  textTransform: 'uppercase',
  letterSpacing: shopLetterSpacing.airy,
  margin: `0 0 ${shopSpace.roomy}`,
});

export const list = style([
  bareList,
  responsiveStyle({
    mobile: {
      display: 'grid',
      gap: `${shopSpace.open} ${shopSpace.loose}`,
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
    tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
]);

/** Every article's card; its link and picture are styled through it. */
export const card = style({});

/** The newest article leads, image beside its text, across the whole row. */
export const leadCard = style(
  responsiveStyle({
    tablet: {
      gridColumn: '1 / -1',
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gap: shopSpace.open,
      alignItems: 'center',
      paddingBottom: shopSpace.open,
      borderBottom: `${vars.border.thin} solid ${shopColor.line}`,
    },
  }),
);

export const cardTitle = style({
  fontWeight: 'normal',
  fontSize: shopFontSize.section,
  lineHeight: 1.25,
  margin: `0 0 ${shopSpace.roomy}`,
});

globalStyle(`${card} a`, { textDecoration: 'none' });
globalStyle(`${card} img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  marginBottom: shopSpace.spacious,
});
globalStyle(`${cardTitle} a:hover, ${cardTitle} a:focus-visible`, {
  textDecoration: 'underline',
  textUnderlineOffset: underlineOffset,
});
globalStyle(`${card} p:last-child`, { margin: 0, lineHeight: 1.6 });
/* The frame sets the shape: the image's own width and height would keep it portrait. */
globalStyle(
  `${leadCard} > a`,
  responsiveStyle({ tablet: { display: 'block', aspectRatio: '5 / 4', overflow: 'hidden' } }),
);
globalStyle(`${leadCard} img`, responsiveStyle({ tablet: { height: '100%', marginBottom: 0 } }));
globalStyle(
  `${leadCard} ${cardTitle}`,
  responsiveStyle({ tablet: { fontSize: shopFontSize.leadTitle } }),
);

export const article = style({ maxWidth: shopWidth.article, margin: '0 auto' });

export const articleHeader = style({ textAlign: 'center', marginBottom: shopSpace.loose });

export const articleImage = style({ aspectRatio: '3 / 2', overflow: 'hidden' });
globalStyle(`${articleImage} img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const articleBody = style({
  margin: `${vars.space.xl} auto 0`,
  maxWidth: shopWidth.readingColumn,
  fontSize: shopFontSize.reading,
  lineHeight: 1.75,
});
/* The first paragraph is the article's standfirst. */
globalStyle(`${articleBody} > p:first-child`, {
  fontSize: shopFontSize.standfirst,
  fontStyle: 'italic',
});

export const articleFooter = style({
  maxWidth: shopWidth.readingColumn,
  margin: `${shopSpace.open} auto 0`,
  paddingTop: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${shopColor.line}`,
});
