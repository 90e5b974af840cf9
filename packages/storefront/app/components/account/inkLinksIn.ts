import { globalStyle } from '@vanilla-extract/css';
import { shopColor, underlineOffset } from '../../styles/shopTokens';

/**
 * Every link inside `container` in ink, its underline clear of the descenders. Called from a
 * `.css.ts` file, which may only export class names.
 */
export function inkLinksIn(container: string): void {
  globalStyle(`${container} a`, { color: shopColor.ink, textUnderlineOffset: underlineOffset });
}
