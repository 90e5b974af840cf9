/**
 * Text as search compares it: lower case, accents and other combining marks dropped, so that
 * "eternite" finds "Éternité" and "boucle" finds "Boucle", as Shopify's search does. Each letter
 * stays one letter (é → e), so an offset in the folded text is an offset in the original.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
