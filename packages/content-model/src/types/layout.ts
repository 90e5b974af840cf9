import type { Alignment } from '../constants.js';
import type { Keyed, LocalizedDocument, Reference, SanityImage } from './common.js';
import type { Link, LinkInternal, SimpleLink } from './links.js';
import type { SimplePortableText } from './portableText.js';

/** Banner strip above the header (behaviour §2 "Shell", §3). Colours are `#rrggbb`. */
export interface Banner {
  isDisplayed: boolean;
  text: string;
  theme: { textColor: string; backgroundColor: string };
}

export interface Menu {
  links: Link[];
  temporaryLink?: LinkInternal;
}

export interface FooterLinkGroup extends Keyed {
  _type: 'footerLinkGroup';
  label: string;
  alignment: Alignment;
  links: SimpleLink[];
}

export interface Credit extends Keyed {
  _type: 'credit';
  label: string;
  url?: string;
}

export interface Footer {
  linkGroups: FooterLinkGroup[];
  credits: Credit[];
  /** Copyright text, shown with the current year (behaviour §2). */
  arr: string;
}

export interface Seo {
  separator: string;
  title: string;
  description: string;
  image: SanityImage;
  /** The brand's social handle for link previews (`twitter:site`); starts with `@` (behaviour §5). */
  handle?: string;
}

export interface NotFoundPage {
  label: string;
  title: string;
  text: string;
}

export interface LayoutLabel extends Keyed {
  _type: 'label';
  key: string;
  text: string;
}

export interface FormOption extends Keyed {
  _type: 'formOption';
  key: string;
  text: string;
}

export interface SharedTexts {
  general: { cookies: SimplePortableText };
  forms: { title: string; intro: string; options: FormOption[]; placeholder: string };
}

export interface OptionValueLabel extends Keyed {
  /** The option value as the commerce backend names it (e.g. `Gauche`). */
  title: string;
  /** The value shown to the shopper in this document's language. */
  label: string;
}

/** Labels for the `Oreille` option (behaviour §3 "customProductOptions"). */
export interface EarOption extends Keyed {
  _type: 'ear';
  /** The option name as the commerce backend names it: `Oreille`. */
  title: string;
  /** The option name shown in this document's language. */
  translation: string;
  ears: (OptionValueLabel & { _type: 'earValue' })[];
}

/** Labels for the `Couleur` option. */
export interface ColorOption extends Keyed {
  _type: 'color';
  title: string;
  translation: string;
  colors: (OptionValueLabel & { _type: 'colorValue'; hex?: string })[];
}

export type CustomProductOption = EarOption | ColorOption;

/** The shell content of one language (behaviour §3 "Layout content"), id `layout-<language>`. */
export interface LayoutDocument extends LocalizedDocument {
  _type: 'layout';
  banner: Banner;
  menu: Menu;
  footer: Footer;
  seo: Seo;
  notFoundPage: NotFoundPage;
  labels: LayoutLabel[];
  /** References to `productEditorial` documents; project `->{slug, editorial{label, title}}`. */
  globalProducts: (Reference & Keyed)[];
  sharedTexts: SharedTexts;
  customProductOptions: CustomProductOption[];
  sanityProjectID: string;
  sanityDataset: string;
  gaTrackingId?: string;
}
