import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import {
  shopColor,
  shopFontSize,
  shopLetterSpacing,
  shopSpace,
  shopWidth,
} from '../styles/shopTokens';

/** An error screen (behaviour §2, §8): centred words, with the light title of every page. */
export const view = style({ textAlign: 'center', padding: `${vars.space.xxl} 0` });
globalStyle(`${view} p`, { maxWidth: shopWidth.errorText, marginInline: 'auto' });
globalStyle(`${view} h1`, { fontWeight: 'normal', fontSize: shopFontSize.screenTitle });

/** The status above the title (404, 403). */
export const label = style({
  textTransform: 'uppercase',
  letterSpacing: shopLetterSpacing.spaced,
  color: shopColor.muted,
});

/** The ways out of an error: the home page, the collections. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: shopSpace.roomy,
  marginTop: shopSpace.loose,
});
