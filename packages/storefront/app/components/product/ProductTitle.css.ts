import { style } from '@vanilla-extract/css';
import { shopColor } from '../../styles/shopTokens';

/** The part of a product's name after the dash, quieter than the name itself. */
export const subtitle = style({ color: shopColor.muted });
