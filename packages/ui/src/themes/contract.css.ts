import { createThemeContract } from '@vanilla-extract/css';
import { treizeTokens } from '../tokens/tokens.js';

/** Replaces every leaf value with null so the contract keeps the token shape, not the values. */
type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value),
    ]),
  ) as Contract<T>;
}

/** CSS variables for every token; components style with these and nothing else. */
export const vars = createThemeContract(toContract(treizeTokens));
