/** Written by `dictionaryChunks.vite.ts`: each language's browser dictionary chunk, by code. */
declare module 'virtual:dictionary-chunks' {
  const addresses: Partial<Record<'FR' | 'EN', string>>;
  export default addresses;
}
