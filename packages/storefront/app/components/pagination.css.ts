import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopSpace } from '../styles/shopTokens';

/** The link to a list's next page (a collection, the journal), centred under it. */
export const pagination = style({
  display: 'flex',
  gap: vars.space.md,
  justifyContent: 'center',
  marginTop: shopSpace.loose,
});
