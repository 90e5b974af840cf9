import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  border: `${vars.border.thin} solid ${vars.color.ink}`,
  borderRadius: vars.radius.none,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color, opacity',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-state="loading"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.ink,
    color: vars.color.paper,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
  },
  secondary: {
    backgroundColor: 'transparent',
    color: vars.color.ink,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.ink, color: vars.color.paper },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    color: vars.color.ink,
    textDecoration: 'underline',
  },
});

export const fullWidth = style({ width: '100%' });

/** Keeps the button's width while the loader replaces the label. */
export const hiddenLabel = style({ visibility: 'hidden' });

export const loaderSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
