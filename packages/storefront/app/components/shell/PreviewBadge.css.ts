import { style } from '@vanilla-extract/css';
import { smallCaps, vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopFontSize, shopSpace } from '../../styles/shopTokens';

/** Ink on the page's corner, above everything but the toasts: an editor cannot miss it. */
export const badge = style({
  position: 'fixed',
  bottom: vars.space.md,
  left: vars.space.md,
  zIndex: 50,
  display: 'flex',
  gap: shopSpace.roomy,
  alignItems: 'center',
  background: shopColor.ink,
  color: vars.color.paper,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  fontSize: shopFontSize.label,
});

/** The exit button: a quiet outlined control on the badge, not a browser default. */
export const exit = style([
  smallCaps,
  {
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.xs,
    color: vars.color.paper,
    background: shopColor.transparent,
    border: `${vars.border.thin} solid currentColor`,
    padding: `${shopSpace.neat} ${shopSpace.roomy}`,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.paper, color: shopColor.ink },
      '&:focus-visible': {
        outline: `${vars.border.thick} solid ${vars.color.paper}`,
        outlineOffset: vars.border.thick,
      },
    },
  },
]);
