import type { Lang } from './records.js';

/**
 * The shop's translations of its option values, as a Shopify shop keeps them for its own pages
 * (checkout, order status): the same English words as the storefront's content labels, so an
 * English shopper reads one word for one value everywhere.
 */
const OPTION_VALUE_WORDS: Record<string, Record<Lang, string>> = {
  Gauche: { fr: 'Gauche', en: 'Left' },
  Droite: { fr: 'Droite', en: 'Right' },
  Paire: { fr: 'Paire', en: 'Pair' },
  Or: { fr: 'Or', en: 'Gold' },
  Argent: { fr: 'Argent', en: 'Silver' },
  'Or rose': { fr: 'Or rose', en: 'Rose gold' },
};

/** A variant title (`Droite / Argent`) in `lang`; a value without a translation stays as is. */
export function variantTitleIn(lang: Lang, title: string): string {
  return title
    .split(' / ')
    .map((value) => OPTION_VALUE_WORDS[value]?.[lang] ?? value)
    .join(' / ');
}
