import type { Plugin } from 'vite';

/** The module through which the server build learns the browser's dictionary chunk addresses. */
export const DICTIONARY_CHUNKS_MODULE = 'virtual:dictionary-chunks';
const RESOLVED = `\0${DICTIONARY_CHUNKS_MODULE}`;

/** A browser dictionary part's source: its language, then its part (`shop`, `account`, `accountArea`). */
export const DICTIONARY_SOURCE =
  /\/app\/lib\/i18n\/dictionaries\/(fr|en)\.(shop|account|accountArea)\.ts$/;

/** Each language's dictionary chunks, by part, as addresses. */
export type DictionaryAddresses = Partial<
  Record<'FR' | 'EN', Partial<Record<'shop' | 'account' | 'accountArea', string>>>
>;

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
}

/** Each language's dictionary chunks in a browser bundle, as addresses under `base`. */
export function dictionaryChunkAddresses(
  bundle: Record<string, OutputChunkLike>,
  base: string,
): DictionaryAddresses {
  const addresses: DictionaryAddresses = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const match = output.facadeModuleId?.match(DICTIONARY_SOURCE);
    if (!match) continue;
    const language = match[1]!.toUpperCase() as 'FR' | 'EN';
    const part = match[2] as 'shop' | 'account' | 'accountArea';
    addresses[language] = { ...addresses[language], [part]: `${base}${output.fileName}` };
  }
  return addresses;
}

/**
 * The browser fetches the page's dictionary before it hydrates, but only the entry chunk's code
 * names it, so without a preload it would start only after the entry had arrived. The client
 * build records each dictionary part's hashed file name; the server build (which runs after it) reads them from
 * `virtual:dictionary-chunks` and the document preloads the page's one. In development and tests
 * the module is empty and nothing is preloaded.
 */
export function dictionaryChunks(): Plugin {
  let addresses: DictionaryAddresses = {};
  return {
    name: 'treize:dictionary-chunks',
    resolveId(id) {
      return id === DICTIONARY_CHUNKS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(addresses)};` : undefined;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      addresses = dictionaryChunkAddresses(bundle, this.environment.config.base);
    },
  };
}
