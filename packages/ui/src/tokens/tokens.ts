import { aspectRatioPercent, type AspectRatio } from './aspectRatios.js';
import { durations, ms, type Duration } from './motion.js';
import { brandFonts, fontStack } from './typography.js';

/** The shape every theme fills in; `themes/contract.css.ts` turns it into CSS variables. */
export interface Tokens {
  color: {
    ink: string;
    paper: string;
    muted: string;
    line: string;
    accent: string;
    error: string;
    success: string;
    overlay: string;
    focus: string;
    /** Banner strip colours: defaults only, content overrides them at run time (§2 Shell). */
    bannerBackground: string;
    bannerText: string;
  };
  font: { body: string; display: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  lineHeight: { tight: string; normal: string; loose: string };
  fontWeight: { regular: string; medium: string; bold: string };
  letterSpacing: { normal: string; wide: string };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  radius: { none: string; sm: string; md: string; full: string };
  shadow: { drawer: string; modal: string; card: string };
  zIndex: {
    base: string;
    header: string;
    overlay: string;
    drawer: string;
    modal: string;
    toast: string;
  };
  duration: Record<Duration, string>;
  easing: { standard: string; out: string };
  border: { thin: string; thick: string };
  size: {
    icon: string;
    iconLarge: string;
    control: string;
    /** Cart and wishlist drawer width on large screens (§2, §9: 530 px). */
    drawer: string;
    modal: string;
    /** Modal width under 1024 px, a share of the viewport. */
    modalMobile: string;
    modalMaxHeight: string;
    iconStroke: string;
    content: string;
    logoWordmark: string;
    logoMonogram: string;
    progress: string;
    loaderDot: string;
  };
  aspectRatio: Record<AspectRatio, string>;
  /** The one page container that header, main and footer share, so their edges line up. */
  layout: {
    /** The container's widest content box, gutters excluded. */
    containerMax: string;
    /** The outer gutter: about 20 px on a phone growing to 48 px on a large screen. */
    gutter: string;
    /** Grid columns on large screens and on phones. */
    columnsDesktop: string;
    columnsMobile: string;
    /** The gap between grid columns. */
    columnGap: string;
    /** Vertical rhythm between page sections. */
    section: string;
    /** The editorial reading measure. */
    measure: string;
  };
}

/** Atelier Treize values: ink on warm paper, self-hosted brand fonts with metric-matched fallbacks. */
export const treizeTokens: Tokens = {
  color: {
    ink: '#1a1714',
    paper: '#fbf8f3',
    muted: '#6b645c',
    line: '#d9d2c7',
    accent: '#8a6a2f',
    error: '#b3261e',
    success: '#2e6b3a',
    overlay: 'rgba(26, 23, 20, 0.45)',
    focus: '#2c5fb3',
    bannerBackground: '#1a1714',
    bannerText: '#fbf8f3',
  },
  font: {
    body: fontStack(brandFonts.body),
    display: fontStack(brandFonts.display),
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: '2.5rem',
  },
  lineHeight: { tight: '1.15', normal: '1.45', loose: '1.7' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  letterSpacing: { normal: '0', wide: '0.08em' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { none: '0', sm: '2px', md: '6px', full: '9999px' },
  shadow: {
    drawer: '0 0 32px rgba(26, 23, 20, 0.18)',
    modal: '0 12px 48px rgba(26, 23, 20, 0.22)',
    card: '0 1px 3px rgba(26, 23, 20, 0.12)',
  },
  zIndex: { base: '0', header: '10', overlay: '40', drawer: '50', modal: '60', toast: '70' },
  duration: {
    accordion: ms(durations.accordion),
    accordionCloseThenOpen: ms(durations.accordionCloseThenOpen),
    drawer: ms(durations.drawer),
    loader: ms(durations.loader),
    fast: ms(durations.fast),
  },
  easing: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)', out: 'cubic-bezier(0, 0, 0.2, 1)' },
  border: { thin: '1px', thick: '2px' },
  size: {
    icon: '1.25rem',
    iconLarge: '2rem',
    control: '2.75rem',
    drawer: '530px',
    modal: '36rem',
    modalMobile: '92vw',
    modalMaxHeight: '90vh',
    iconStroke: '1.5px',
    content: '90rem',
    logoWordmark: '12rem',
    logoMonogram: '2.75rem',
    progress: '2px',
    loaderDot: '0.375rem',
  },
  aspectRatio: {
    vertical: `${aspectRatioPercent.vertical}%`,
    horizontal: `${aspectRatioPercent.horizontal}%`,
    product: `${aspectRatioPercent.product}%`,
    film: `${aspectRatioPercent.film}%`,
    tarot: `${aspectRatioPercent.tarot}%`,
  },
  layout: {
    containerMax: '84rem',
    gutter: 'clamp(1.25rem, 3.75vw, 3rem)',
    columnsDesktop: '12',
    columnsMobile: '4',
    columnGap: 'clamp(1rem, 1.5vw, 1.5rem)',
    section: 'clamp(3rem, 7vw, 7rem)',
    measure: '38rem',
  },
};
