import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

// Radix measures the panel and exposes its height, so the panel can animate to it (behaviour §9: 525 ms).
const slideDown = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  borderTop: `${vars.border.thin} solid ${vars.color.line}`,
  fontFamily: vars.font.body,
  color: vars.color.ink,
});

export const item = style({ borderBottom: `${vars.border.thin} solid ${vars.color.line}` });

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.accordion,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  animationDuration: vars.duration.accordion,
  animationTimingFunction: vars.easing.standard,
  animationFillMode: 'both',
  selectors: {
    '&[data-state="open"]': { animationName: slideDown },
    '&[data-state="closed"]': { animationName: slideUp },
  },
});

export const body = style({ paddingBottom: vars.space.md, lineHeight: vars.lineHeight.loose });
