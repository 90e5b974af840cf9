import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../tokens/breakpoints.js';
import { vars } from '../../themes/contract.css.js';

export const area = style({});

/**
 * While a drawer is open its header and close button must stay visible and clickable: a
 * toast never covers a drawer's header. On large screens a right drawer is 530 px wide, so the
 * toast moves to its left, over the dimmed page; on phones drawers take the whole width, so the
 * toast moves to the bottom of the screen, below the drawer's header.
 */
const openDrawer = (side: 'left' | 'right') =>
  `body:has([data-slot="drawer-content"][data-side="${side}"][data-state="open"])`;

globalStyle(`${openDrawer('right')} ${area} .Toastify__toast-container`, {
  '@media': {
    [mediaQueries.desktop]: {
      right: `calc(${vars.size.drawer} + var(--toastify-toast-right))`,
    },
  },
});

globalStyle(
  `${openDrawer('right')} ${area} .Toastify__toast-container, ${openDrawer('left')} ${area} .Toastify__toast-container`,
  {
    '@media': {
      [mediaQueries.mobile]: {
        top: 'auto',
        bottom: 'var(--toastify-toast-bottom)',
      },
    },
  },
);

// A modal drawer makes the rest of the page inert to the pointer (`pointer-events: none` on the
// body); the toast stays clickable so a shopper can close it (behaviour §2: click to close).
globalStyle(`${area} .Toastify__toast-container`, { pointerEvents: 'auto' });

// react-toastify's own stylesheet is bundled into styles.css; these rules dress it in our tokens.
globalStyle(`${area} .Toastify__toast-container`, { zIndex: vars.zIndex.toast });

globalStyle(`${area} .Toastify__toast`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  backgroundColor: vars.color.paper,
  borderRadius: vars.radius.none,
  boxShadow: vars.shadow.modal,
  cursor: 'pointer',
});

globalStyle(`${area} .Toastify__toast--success`, {
  borderInlineStart: `${vars.border.thick} solid ${vars.color.success}`,
});
globalStyle(`${area} .Toastify__toast--error`, {
  borderInlineStart: `${vars.border.thick} solid ${vars.color.error}`,
});

// The kind's icon in the brand's metal rather than the library's blue, green and red.
globalStyle(`${area} .Toastify__toast-icon svg`, { fill: vars.color.accent });
globalStyle(`${area} .Toastify__toast--error .Toastify__toast-icon svg`, {
  fill: vars.color.error,
});
