import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { localeChevron, shopColor, shopSpace, shopWidth } from '../../styles/shopTokens';

/** A quiet select with a drawn caret, like the header's text links (behaviour §4). */
export const switcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${switcher} select`, {
  font: 'inherit',
  color: shopColor.ink,
  background: `${shopColor.transparent} no-repeat right ${vars.space.xs} center / ${shopSpace.cozy}`,
  backgroundImage: localeChevron,
  appearance: 'none',
  border: 0,
  borderBottom: `${vars.border.thin} solid ${shopColor.transparent}`,
  borderRadius: 0,
  padding: `${vars.space.xs} ${shopSpace.spacious} ${vars.space.xs} ${vars.space.xs}`,
  cursor: 'pointer',
  maxWidth: shopWidth.localeSelect,
  fieldSizing: 'content',
});
globalStyle(`${switcher} select:hover, ${switcher} select:focus-visible`, {
  borderBottomColor: shopColor.ink,
  outline: 'none',
});
globalStyle(`${switcher} select:disabled`, { opacity: 0.6, cursor: 'progress' });

/** Shown only until the scripts run: without them, the choice is sent with this button. */
export const submit = style({
  font: 'inherit',
  background: 'none',
  border: `${vars.border.thin} solid ${shopColor.ink}`,
  padding: `${shopSpace.snug} ${shopSpace.cozy}`,
  cursor: 'pointer',
  color: shopColor.ink,
});

/** The switcher's error reads at the header's small size. */
export const error = style({ color: shopColor.error, fontSize: vars.fontSize.sm });
