import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { insetFocusRing } from '../shell/Header.css';

/**
 * A title and its wishlist heart on one line: the heart sits at the end, aligned with the title's
 * first line, and never squeezes a long title.
 */
export const headingWithHeart = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
});

/** The heart rises to the title's first line. */
export const heartBesideHeading = style({
  selectors: { [`${headingWithHeart} &`]: { marginTop: `calc(-1 * ${vars.space.xs})` } },
});

/** The header icon is a 44 px target like the menu toggle, with the same ring. */
export const headerButton = style([
  insetFocusRing,
  { minWidth: vars.size.control, minHeight: vars.size.control, justifyContent: 'center' },
]);
