import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.bannerBackground,
  color: vars.color.bannerText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
});

export const link = style({ color: 'inherit', textDecoration: 'underline' });

export const text = style({ margin: 0 });
