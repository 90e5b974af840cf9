import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopWidth } from '../../styles/shopTokens';

/** Every collection as a card, as many per row as fit. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(${shopWidth.collectionColumn}, 1fr))`,
});
globalStyle(`${list} a`, { textDecoration: 'none' });
