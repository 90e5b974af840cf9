import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopSpace, shopWidth } from '../../styles/shopTokens';

/** The menu as a page (the menu button's destination without scripts): the drawer's look, on paper. */
export const menuPage = style({
  maxWidth: shopWidth.menuPage,
  margin: '0 auto',
  padding: `${shopSpace.loose} ${vars.space.lg} ${shopSpace.open}`,
});
