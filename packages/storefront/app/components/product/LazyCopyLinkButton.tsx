import { lazyComponent } from '../lazyComponent';

/** The copy-link action's code (and its machine) arrives after the page's first load. */
export const LazyCopyLinkButton = lazyComponent(() =>
  import('./CopyLinkButton').then((module) => module.CopyLinkButton),
);
