import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.js';
import { vars } from './contract.css.js';

/**
 * Stable, readable names for the tokens an app's own stylesheet needs (the contract's variables
 * are hashed). Plain CSS writes `var(--treize-gutter)` and follows the theme.
 */
export const publicTokenProperties = {
  '--treize-font-display': vars.font.display,
  '--treize-font-body': vars.font.body,
  '--treize-ink': vars.color.ink,
  '--treize-paper': vars.color.paper,
  '--treize-muted': vars.color.muted,
  '--treize-line': vars.color.line,
  '--treize-accent': vars.color.accent,
  '--treize-focus': vars.color.focus,
  '--treize-container-max': vars.layout.containerMax,
  '--treize-gutter': vars.layout.gutter,
  '--treize-columns': vars.layout.columnsMobile,
  '--treize-column-gap': vars.layout.columnGap,
  '--treize-section': vars.layout.section,
  '--treize-measure': vars.layout.measure,
  '--treize-letter-spacing-wide': vars.letterSpacing.wide,
} as const;

globalStyle(':root', {
  vars: publicTokenProperties,
  '@media': {
    [mediaQueries.desktop]: { vars: { '--treize-columns': vars.layout.columnsDesktop } },
  },
});
