import { style } from '@vanilla-extract/css';
import { shopSpace, shopWidth } from '../../styles/shopTokens';

/** The contact form as a page (where a contact button leads without scripts). */
export const contactPage = style({
  maxWidth: shopWidth.wideForm,
  margin: '0 auto',
  padding: `${shopSpace.loose} 0 ${shopSpace.open}`,
});
