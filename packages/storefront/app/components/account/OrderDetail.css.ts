import { globalStyle, style } from '@vanilla-extract/css';
import { smallCaps, stack, vars } from '@treize/ui/vanilla-extract';
import {
  interfaceFont,
  shopColor,
  shopFontSize,
  shopSpace,
  shopWidth,
} from '../../styles/shopTokens';
import { inkLink } from './accountType.css';

/** One order: its date, status and tracking link on a line, its lines, address and totals. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.md} ${shopSpace.loose}`,
});
globalStyle(`${head} p`, { margin: 0, color: shopColor.muted });

export const back = style([inkLink]);

/** Tracking lives on the shop's status page: the way there closes the order's heading line. */
export const track = style([
  inkLink,
  smallCaps,
  { marginLeft: 'auto', fontSize: shopFontSize.label },
]);

const rule = `${vars.border.thin} solid ${vars.color.line}`;

export const lines = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${lines} th`, {
  padding: `0 0 ${shopSpace.roomy}`,
  borderBottom: rule,
  fontFamily: interfaceFont,
  fontSize: vars.fontSize.xs,
  fontWeight: 'normal',
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'left',
  textTransform: 'uppercase',
  color: shopColor.muted,
});
globalStyle(`${lines} td`, {
  padding: `${vars.space.md} 0`,
  borderBottom: rule,
  verticalAlign: 'top',
});
globalStyle(`${lines} th:not(:first-child), ${lines} td:not(:first-child)`, {
  paddingLeft: vars.space.md,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const line = style({ display: 'flex', gap: vars.space.md });
globalStyle(`${line} img`, {
  width: shopWidth.orderImage,
  height: 'auto',
  background: shopColor.imageBackdrop,
});
globalStyle(`${line} a`, { color: shopColor.ink });

export const totals = style([
  stack.sm,
  {
    alignContent: 'start',
    margin: 0,
    padding: vars.space.lg,
    border: rule,
  },
]);
globalStyle(`${totals} div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
globalStyle(`${totals} dd`, { margin: 0 });

export const grandTotal = style({
  marginTop: vars.space.sm,
  paddingTop: shopSpace.roomy,
  borderTop: rule,
  fontSize: shopFontSize.lead,
});
