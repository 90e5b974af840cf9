import { DICTIONARY_SOURCE } from './dictionaryChunks.ts';

/**
 * The browser's script names: the content hash alone (`assets/C2ZnFVzm.js`), not Rollup's
 * `assets/LazyProductGrid-C2ZnFVzm.js`. Every chunk that imports lazily lists the files it needs by
 * name, and the document names every preload: on the home page the module names alone weighed 1.5
 * KB of gzip. The dictionaries keep their language (`assets/fr-….js`, `assets/fr-account-….js`, `assets/fr-accountArea-….js`) so a preload and a
 * bench can tell which one a page loads.
 */
export function browserChunkName(chunk: { facadeModuleId: string | null }): string {
  const dictionary = chunk.facadeModuleId?.match(DICTIONARY_SOURCE);
  if (!dictionary) return 'assets/[hash].js';
  const [, language, part] = dictionary;
  return part === 'shop' ? `assets/${language}-[hash].js` : `assets/${language}-${part}-[hash].js`;
}
