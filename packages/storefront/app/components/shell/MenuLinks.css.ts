import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopSpace } from '../../styles/shopTokens';
import { navigationGroup, navigationGroupTitle } from '../content/ContentLink.css';

const hairline = `${vars.border.thin} solid ${shopColor.line}`;

/** The mobile menu drawer and the menu page: the same links, tools and switcher. */
export const menu = style({});

const slideIn = keyframes({
  from: { transform: `translateX(calc(-1 * ${shopSpace.loose}))`, opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

/** The menu's links in the display serif; each slides in from the left, a little after the one above. */
export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 ${shopSpace.loose}`,
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});
globalStyle(`${links} a`, { textDecoration: 'none' });
globalStyle(`${links} a:hover, ${links} a:focus-visible`, { textDecoration: 'underline' });
globalStyle(`${links} li`, {
  animation: `${slideIn} ${vars.duration.drawer} ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A navigation group: its title, then its links indented under it in the sans. */
globalStyle(`${menu} ${navigationGroupTitle}`, { fontWeight: 'normal' });
globalStyle(`${menu} ${navigationGroup} ul`, {
  display: 'grid',
  gap: shopSpace.close,
  marginTop: vars.space.sm,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.md,
});

/** Account and wishlist on one line under a hairline. */
export const tools = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  borderTop: hairline,
  padding: `${vars.space.md} 0`,
});

globalStyle(`${menu} [data-slot='locale-switcher']`, {
  borderTop: hairline,
  paddingTop: vars.space.md,
  width: '100%',
});
