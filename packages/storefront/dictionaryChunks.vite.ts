import type { Plugin } from 'vite';

/** The module through which the server build learns the browser's dictionary chunk addresses. */
export const DICTIONARY_CHUNKS_MODULE = 'virtual:dictionary-chunks';
const RESOLVED = `\0${DICTIONARY_CHUNKS_MODULE}`;

export const DICTIONARY_SOURCE = /\/app\/lib\/dictionaries\/(fr|en)\.ts$/;

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
}

/** Each language's dictionary chunk in a browser bundle, as an address under `base`. */
export function dictionaryChunkAddresses(
  bundle: Record<string, OutputChunkLike>,
  base: string,
): Partial<Record<'FR' | 'EN', string>> {
  const addresses: Partial<Record<'FR' | 'EN', string>> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const language = output.facadeModuleId?.match(DICTIONARY_SOURCE)?.[1];
    if (language) addresses[language.toUpperCase() as 'FR' | 'EN'] = `${base}${output.fileName}`;
  }
  return addresses;
}

/**
 * Issue 16: the browser fetches the page's dictionary before it hydrates, but only the entry
 * chunk's code names it, so it used to start after the entry had arrived. The client build records
 * each dictionary chunk's hashed file name; the server build (which runs after it) reads them from
 * `virtual:dictionary-chunks` and the document preloads the page's one. In development and tests
 * the module is empty and nothing is preloaded.
 */
export function dictionaryChunks(): Plugin {
  let addresses: Partial<Record<'FR' | 'EN', string>> = {};
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
