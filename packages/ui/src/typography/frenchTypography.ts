/** U+202F, the narrow no-break space French typography puts before ":", ";", "!", "?" and inside « ». */
export const NARROW_NO_BREAK_SPACE = '\u202F';

/** Whether text in this BCP 47 locale (`fr`, `fr-FR`) follows French punctuation rules. */
export function isFrench(locale: string | undefined): boolean {
  return /^fr(?:-|$)/i.test(locale ?? '');
}

/**
 * "Name : value" in French (a narrow no-break space before the colon, so it never starts a line),
 * "Name: value" in any other language: how option names and values read in cart lines.
 */
export function labelled(name: string, value: string, locale: string | undefined): string {
  return isFrench(locale) ? `${name}${NARROW_NO_BREAK_SPACE}: ${value}` : `${name}: ${value}`;
}

/**
 * French text set as French typography asks: a plain or no-break space (or none) before
 * ":", ";", "!", "?" becomes a narrow no-break space, and so do the spaces inside « ». Text in
 * other languages is returned as it is.
 */
export function frenchPunctuation(text: string, locale: string | undefined = 'fr'): string {
  if (!isFrench(locale)) return text;
  return (
    text
      // Not inside URLs or times ("https://", "10:30"): only after a letter, digit, quote or space.
      .replace(/(?<=[\p{L}\p{N}»)’"])[ \u00A0]?([;!?])/gu, `${NARROW_NO_BREAK_SPACE}$1`)
      .replace(/(?<=[\p{L}»)’"])[ \u00A0]?:(?=\s|$)/gu, `${NARROW_NO_BREAK_SPACE}:`)
      .replace(/«[ \u00A0]?/g, `«${NARROW_NO_BREAK_SPACE}`)
      .replace(/[ \u00A0]?»/g, `${NARROW_NO_BREAK_SPACE}»`)
  );
}
