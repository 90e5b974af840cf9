import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyle, vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopSpace, shopWidth } from '../../styles/shopTokens';

/** The eight editorial modules of behaviour §2, each a block in the body's column. */
export const module = style({ margin: `${vars.space.md} 0` });

export const singleImage = style([
  module,
  { selectors: { "&[data-display='small']": { maxWidth: shopWidth.smallImage } } },
]);
globalStyle(`${singleImage} figcaption`, {
  fontSize: vars.fontSize.sm,
  color: shopColor.muted,
  marginTop: vars.space.sm,
});

/* The list's own margin is the modules' rhythm, so it does not compose the design system's bare list. */
const imageGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0`,
  display: 'grid',
  gap: vars.space.sm,
});

export const imageList = style([
  imageGrid,
  { gridTemplateColumns: `repeat(auto-fit, minmax(${shopWidth.imageListColumn}, 1fr))` },
]);

/** Four per row on large screens (behaviour §9), two on phones. */
export const gallery = style([
  imageGrid,
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, 1fr)' },
    desktop: { gridTemplateColumns: 'repeat(4, 1fr)' },
  }),
]);

export const callToAction = style([module]);
globalStyle(`${callToAction} ul`, {
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const borderedText = style([
  module,
  {
    border: `${vars.border.thin} solid ${shopColor.ink}`,
    padding: vars.space.lg,
    maxWidth: shopWidth.editorialMeasure,
  },
]);

export const table = style([module, { overflowX: 'auto' }]);
globalStyle(`${table} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: shopWidth.editorialTable,
});
globalStyle(`${table} th, ${table} td`, {
  borderBottom: `${vars.border.thin} solid ${shopColor.line}`,
  padding: vars.space.sm,
  textAlign: 'left',
});

export const accordion = style([module]);
globalStyle(`${accordion} details`, {
  borderBottom: `${vars.border.thin} solid ${shopColor.line}`,
  padding: `${shopSpace.roomy} 0`,
  maxWidth: shopWidth.editorialMeasure,
});
globalStyle(`${accordion} summary`, { cursor: 'pointer' });
