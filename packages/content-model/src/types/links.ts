import type { Keyed } from './common.js';

/** Internal link: a shop path without locale prefix, e.g. `/pages/notre-atelier` (behaviour §2). */
export interface LinkInternal extends Keyed {
  _type: 'linkInternal';
  label: string;
  slug: string;
}

/** External link: url, optional new window, optional arrow (behaviour §2). */
export interface LinkExternal extends Keyed {
  _type: 'linkExternal';
  label: string;
  url: string;
  newWindow?: boolean;
  arrow?: boolean;
}

/** Email link, rendered as `mailto:`. */
export interface LinkEmail extends Keyed {
  _type: 'linkEmail';
  label: string;
  email: string;
}

/** Opens the contact form dialog. */
export interface LinkForm extends Keyed {
  _type: 'linkForm';
  label: string;
}

/** One primary link with optional secondary links, inside a navigation group. */
export interface NavigationGroupItem extends Keyed {
  _type: 'navigationGroupItem';
  link: LinkInternal;
  secondaryLinks?: (LinkInternal | LinkExternal)[];
}

/** Navigation group: a title with groups of primary links (behaviour §2 "Link kinds"). */
export interface LinkNavigationGroup extends Keyed {
  _type: 'linkNavigationGroup';
  title: string;
  groups: NavigationGroupItem[];
}

/** Every link kind of behaviour §2. */
export type Link = LinkNavigationGroup | LinkForm | LinkExternal | LinkEmail | LinkInternal;

/** Links a menu or footer group may hold. */
export type SimpleLink = LinkInternal | LinkExternal | LinkEmail | LinkForm;
