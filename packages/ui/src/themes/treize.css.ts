import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { treizeTokens } from '../tokens/tokens.js';
import { vars } from './contract.css.js';

/** The default theme on :root, so importing the stylesheet is enough to get the tokens. */
createGlobalTheme(':root', vars, treizeTokens);

/** The same values as a class, for scoping the theme to part of a page that overrides :root. */
export const treizeThemeClass = createTheme(vars, treizeTokens);
