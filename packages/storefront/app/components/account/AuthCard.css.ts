import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopSpace, shopWidth } from '../../styles/shopTokens';
import { inkLinksIn } from './inkLinksIn';

/** The signed-out screens' one narrow column. */
export const card = style({
  maxWidth: shopWidth.authColumn,
  margin: '0 auto',
  padding: `${shopSpace.loose} 0 ${vars.space.xxl}`,
});

export const intro = style({
  margin: `0 0 ${vars.space.xl}`,
  color: shopColor.muted,
  maxWidth: shopWidth.intro,
});

/** The links to the neighbouring screens, under a hairline. */
export const footer = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.line}`,
  color: shopColor.muted,
});
inkLinksIn(footer);
