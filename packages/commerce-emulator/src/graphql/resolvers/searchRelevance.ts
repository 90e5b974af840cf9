import { foldText } from '../../store/foldText.js';

/** What a search result is ranked on, in the asked language. */
export interface RankedFields {
  title: string;
  /** Short descriptive fields: product type, vendor, tags, author. */
  labels: string[];
  /** Long text: description, article content, page body (plain text). */
  text: string;
}

/**
 * The words of a `search` query that rank results: free words, folded. Fielded terms
 * (`tag:`, `vendor:`…) and the operators only filter, so they do not rank.
 */
export function rankingWords(query: string): string[] {
  // Connectives in capitals only, as in the filter: `or` in lower case is a word (gold).
  return (query.match(/-?[\w.]+:"[^"]*"|"[^"]*"|\S+/g) ?? [])
    .filter((token) => !token.startsWith('-') && !/^[\w.]+:/.test(token))
    .filter((token) => !/^(AND|OR|NOT)$/.test(token))
    .map((token) => foldText(token.replace(/"/g, '').replace(/\*$/, '')))
    .filter(Boolean);
}

/** Ranked fields folded as search compares them, made once per product and language. */
export type FoldedFields = RankedFields;

export const foldFields = (fields: RankedFields): FoldedFields => ({
  title: foldText(fields.title),
  labels: fields.labels.map(foldText),
  text: foldText(fields.text),
});

/**
 * Relevance as Shopify describes it for its storefront search: a word found in the title weighs
 * more than one found in the type, vendor, tags or author, which weighs more than one found only
 * in the text. The score sums the weight of each query word.
 */
export function relevance(words: string[], fields: RankedFields): number {
  return foldedRelevance(words, foldFields(fields));
}

/** `relevance` over fields already folded. */
export function foldedRelevance(words: string[], folded: FoldedFields): number {
  return words.reduce((score, word) => {
    if (folded.title.includes(word)) return score + 3;
    if (folded.labels.some((label) => label.includes(word))) return score + 2;
    return folded.text.includes(word) ? score + 1 : score;
  }, 0);
}
