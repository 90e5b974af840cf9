import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';
import { displayTitle } from '../../styles/displayTitle.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const inFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const outToLeft = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});
const inFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const outToRight = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animationDuration: vars.duration.drawer,
  animationTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-state="open"]': { animationName: fadeIn },
    '&[data-state="closed"]': { animationName: fadeOut },
  },
});

export const content = style([
  {
    position: 'fixed',
    insetBlock: 0,
    zIndex: vars.zIndex.drawer,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100%',
    backgroundColor: vars.color.paper,
    color: vars.color.ink,
    boxShadow: vars.shadow.drawer,
    fontFamily: vars.font.body,
    animationDuration: vars.duration.drawer,
    animationTimingFunction: vars.easing.standard,
    animationFillMode: 'both',
  },
  // Full width on mobile, 530 px from 1024 px up (behaviour §2, §9).
  responsiveStyle({ mobile: { width: '100%' }, desktop: { width: vars.size.drawer } }),
]);

export const side = styleVariants({
  left: {
    insetInlineStart: 0,
    selectors: {
      '&[data-state="open"]': { animationName: inFromLeft },
      '&[data-state="closed"]': { animationName: outToLeft },
    },
  },
  right: {
    insetInlineEnd: 0,
    selectors: {
      '&[data-state="open"]': { animationName: inFromRight },
      '&[data-state="closed"]': { animationName: outToRight },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.line}`,
});

export const title = displayTitle.lg;

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
});
