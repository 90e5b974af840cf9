/**
 * In preview, content strings carry Sanity's stega encoding: an edit link written after the text in
 * invisible characters (zero-width space, non-joiner, joiner, word joiner and its neighbours, the
 * byte-order mark, and the musical-symbol range of the older encoding), in runs of four or more.
 * Values that leave the page as data (titles and descriptions in meta tags, JSON-LD) go through
 * `cleanStega`; public pages never carry any, so for them it changes nothing.
 */
const STEGA_RUN = /[\u200B-\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/gu;

/** `text` without any stega run. */
export function cleanStega(text: string): string {
  return text.replace(STEGA_RUN, '');
}

/** Whether `text` carries a stega run (an edit link). */
export function hasStega(text: string): boolean {
  return text.search(STEGA_RUN) !== -1;
}
