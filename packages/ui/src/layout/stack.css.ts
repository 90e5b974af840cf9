import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

type Space = keyof typeof vars.space;

/**
 * A column of blocks with one gap between them, the shape most forms, panels and summaries take:
 * `stack.lg` is a grid with the large gap. A component adds its own rules by composing it.
 */
export const stack = styleVariants(vars.space, (gap) => ({ display: 'grid', gap }));

/**
 * A row of items that wraps onto more lines when it runs out of room (actions, badges, links),
 * centred on the cross axis: `cluster.md`.
 */
export const cluster = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
}));

/** A list shown as plain blocks: no bullets, no indent, no outer margin. */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });

export type StackGap = Space;
