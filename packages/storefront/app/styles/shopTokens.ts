/**
 * The storefront's own design values: the shop's palette, and the measures its pages use between
 * the steps of the design system's scale. Style files take every colour, length and typeface from
 * here or from the design system's `vars`, never as a literal (styleLiterals.test.ts checks it),
 * so a value changes in one place.
 */

/** The shop's palette as values, set on `:root` as custom properties by `base.css.ts`. */
export const shopPalette = {
  ink: '#1a1a1a',
  paper: '#fbf8f3',
  muted: '#5c5750',
  line: '#d9d2c7',
  accent: '#7a4b1e',
} as const;

/**
 * The shop's palette. Ink, muted and accent are the shop's custom properties, set on `:root` by
 * the base stylesheet; they differ slightly from the design system's colours of the same
 * names, which the shop's components keep until the two palettes are made one.
 */
export const shopColor = {
  ink: 'var(--sf-ink)',
  muted: 'var(--sf-muted)',
  accent: 'var(--sf-accent)',
  /** A form's error message. */
  error: '#8a1c1c',
  /** A cart or locale error. */
  alert: '#a00',
  /** The sand behind an image that has not loaded yet. */
  imageBackdrop: '#f1ebe2',
  /** The sand of a product photograph's or an editorial image's frame before the image paints. */
  frameBackdrop: '#efe9df',
  paper: 'var(--sf-paper)',
  line: 'var(--sf-line)',
  transparent: 'transparent',
} as const;

/** The QA inspector's own, slightly warmer tool palette. */
export const qaColor = {
  panel: '#fffdf9',
  ink: '#1a1a1a',
  edge: '#d9d2c7',
  rule: '#ece6dc',
  selected: '#f6efe4',
  code: '#f7f3ec',
  muted: '#5c5750',
  accent: '#7a4b1e',
  transparent: 'transparent',
} as const;

/** The QA inspector's type: a small interface sans, and monospace for states and contexts. */
const qaSans = 'ui-sans-serif, system-ui, sans-serif';
export const qaFont = {
  body: `13px/1.45 ${qaSans}`,
  title: `600 12px/1 ${qaSans}`,
  heading: `600 13px/1.3 ${qaSans}`,
  subheading: `600 11px/1.3 ${qaSans}`,
  code: "12px/1.4 ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

/** The QA inspector's measures. */
export const qaSize = {
  titleSpacing: '0.12em',
  buttonPadding: '0.3rem 0.65rem',
  buttonText: '11px',
  sheetRadius: '10px',
  grabWidth: '2.25rem',
  grabHeight: '3px',
  actorsMin: '10rem',
  actorsMax: '14rem',
  actorChip: '9rem',
  bodyMax: '22rem',
  contextMax: '8rem',
} as const;

export const shopShadow = {
  /** The privacy notice's faint edge above its hairline. */
  notice: '0 -1px 0 rgb(0 0 0 / 0.02)',
  /** The QA panel lifted off the page. */
  qaPanel: '0 -6px 24px rgb(26 26 26 / 0.08)',
} as const;

/** Heights of the shell's parts. */
export const shopHeight = {
  /** The navigation progress bar along the top of the screen. */
  progress: '3px',
  /** The main content at its shortest, so a short page keeps the footer low. */
  main: '60vh',
  /** The header's logo: the monogram, and the wordmark a little lower so its letters sit level. */
  logo: '2rem',
  logoWordmark: '1.75rem',
  /** The cart quantity's round badge on a phone. */
  badge: '1.05rem',
} as const;

/** The one-pixel box that keeps a label read by assistive technology while hidden on screen. */
export const hiddenTextBox = '1px';

/** The fixed header's height: its value, set on `:root` by `base.css.ts`, and the property. */
export const headerHeightValue = '4.5rem';
export const headerHeight = 'var(--sf-header)';

/** Steps between the design system's spacing steps. */
export const shopSpace = {
  hairline: '0.1rem',
  tight: '0.15rem',
  snug: '0.2rem',
  close: '0.35rem',
  /** Between a header link's words and its caret. */
  caret: '0.45rem',
  compact: '0.55rem',
  cozy: '0.6rem',
  /** Between the links of a footer group; a small button's padding. */
  neat: '0.4rem',
  roomy: '0.75rem',
  wide: '0.875rem',
  airy: '1.1rem',
  spacious: '1.25rem',
  wider: '1.75rem',
  loose: '2rem',
  open: '3rem',
  /** The main content's breathing room under the fixed header on a phone. */
  clearance: '4.5rem',
  /** The fixed header with its banner strip, to scroll an anchor clear of. */
  headerAndBanner: '10rem',
  /** A product option's choice: its padding above and below, and beside its words. */
  choiceBlock: '0.4rem',
  choiceInline: '0.8rem',
  /** The shop's button: its padding above and below, and beside its words. */
  buttonBlock: '0.7rem',
  buttonInline: '1.4rem',
} as const;

/** Type sizes between the design system's steps. */
export const shopFontSize = {
  caption: '0.6875rem',
  label: '0.8125rem',
  small: '0.9375rem',
  lead: '1.125rem',
  heading: '1.375rem',
  section: '1.5rem',
  /** The account screens' title, growing with the screen. */
  display: 'clamp(2rem, 4vw, 2.75rem)',
  /** Dates and small labels above a title. */
  eyebrow: '0.8rem',
  /** A journal article's body, a little larger than the shop's text for long reading. */
  reading: '1.1rem',
  /** A search result's title. */
  resultTitle: '1.15rem',
  /** A journal article's first paragraph. */
  standfirst: '1.3rem',
  /** The journal's newest article, growing with the screen. */
  leadTitle: 'clamp(1.75rem, 3vw, 2.5rem)',
  /** An editorial second-level heading, growing with the screen. */
  editorialTitle: 'clamp(1.75rem, 3vw, 2.25rem)',
  /** The error and cart pages' title, growing with the screen. */
  screenTitle: 'clamp(1.75rem, 4vw, 3rem)',
} as const;

/** The cart badge's rounded ends: half its height. */
export const badgeRadius = '0.55rem';

/** A weight between the design system's medium and bold, for sums and names. */
export const semibold = '600';

export const shopLetterSpacing = {
  spaced: '0.1em',
  airy: '0.12em',
  /** The display serif's headings, a hair apart. */
  display: '0.005em',
} as const;

/** Small offsets measured in the text's own size. */
export const shopOffset = {
  /** How far a header link's underline sits below its small capitals. */
  headerUnderline: '0.35em',
  /** How far the copy-link action's underline sits below its capitals. */
  linkUnderline: '0.3em',
  /** The star mark's distance from its number. */
  starGap: '0.15em',
} as const;

/** How far an underline sits below the text. */
export const underlineOffset = '0.2em';

/** The interface sans for numbers, dates and labels in the account screens. */
export const interfaceFont = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Widths of the shop's columns and frames. */
export const shopWidth = {
  authColumn: '27rem',
  menuPage: '32rem',
  /** The locale select at its widest, before a long market name is cut. */
  localeSelect: '16rem',
  intro: '34rem',
  wideForm: '40rem',
  page: '72rem',
  accountNav: '13rem',
  orderDate: '8rem',
  orderStatus: '10rem',
  orderTotal: '7rem',
  cartImage: '6rem',
  cartSummary: '22rem',
  discountField: '12rem',
  noticeTitle: '11rem',
  noticeText: '46rem',
  /** Wider than either language's words, so the notice's text never rewraps when fonts load. */
  noticeButton: '8.5rem',
  notice: '90rem',
  noteField: '4rem',
  orderImage: '4rem',
  /** The journal's header, its article's text column and an error page's words. */
  readingColumn: '40rem',
  errorText: '36rem',
  /** A journal article, its picture included. */
  article: '48rem',
  /** Editorial text's measure, and a table's widest. */
  editorialMeasure: '42rem',
  editorialTable: '48rem',
  /** A small single image in editorial content. */
  smallImage: '28rem',
  /** The narrowest column of the editorial image list, of the collections list, of search results. */
  imageListColumn: '14rem',
  collectionColumn: '16rem',
  resultColumn: '20rem',
  searchField: '16rem',
  /** The narrowest a footer link group gets before the groups wrap onto a new row. */
  footerGroup: '12rem',
} as const;

/** The country select's chevron, drawn in ink. */
export const selectChevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%231a1a1a' stroke-width='1.2'/%3E%3C/svg%3E\")";

/** The locale select's caret, drawn in ink like the header's text links. */
export const localeChevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 6'%3E%3Cpath d='M1 1l4 4 4-4' fill='none' stroke='%231a1a1a' stroke-width='1.2'/%3E%3C/svg%3E\")";
