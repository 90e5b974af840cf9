import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopSpace } from '../../styles/shopTokens';

/** One option (size, colour…) and its values as a row of outlined choices. */
export const option = style({ border: 0, padding: 0, margin: 0 });
globalStyle(`${option} legend`, { fontWeight: 'bold', marginBottom: vars.space.sm });

export const values = style([bareList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }]);

/** A value: filled in ink when chosen, struck through when no variant of it is for sale. */
export const value = style({
  display: 'inline-block',
  padding: `${shopSpace.choiceBlock} ${shopSpace.choiceInline}`,
  border: `${vars.border.thin} solid ${shopColor.line}`,
  textDecoration: 'none',
  selectors: {
    "&[aria-current='true']": {
      borderColor: shopColor.ink,
      background: shopColor.ink,
      color: shopColor.paper,
    },
    "&[data-available='false']": { textDecoration: 'line-through', color: shopColor.muted },
    "&[data-available='false'][aria-current='true']": { color: shopColor.paper },
  },
});
