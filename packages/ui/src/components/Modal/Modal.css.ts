import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';
import { responsiveStyle } from '../../themes/responsiveStyle.js';
import { displayTitle } from '../../styles/displayTitle.css.js';

const appear = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animationName: fadeIn, animationDuration: vars.duration.fast },
  },
});

export const content = style([
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    maxHeight: vars.size.modalMaxHeight,
    overflowY: 'auto',
    padding: vars.space.lg,
    backgroundColor: vars.color.paper,
    color: vars.color.ink,
    boxShadow: vars.shadow.modal,
    fontFamily: vars.font.body,
    selectors: {
      '&[data-state="open"]': { animationName: appear, animationDuration: vars.duration.fast },
    },
  },
  responsiveStyle({
    mobile: { width: vars.size.modalMobile },
    desktop: { width: vars.size.modal },
  }),
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = displayTitle.xl;

export const description = style({
  margin: 0,
  marginBottom: vars.space.md,
  color: vars.color.muted,
});
