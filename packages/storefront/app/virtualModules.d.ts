/** Written by `vite/dictionaryChunks.ts`: each language's browser dictionary chunks, by part. */
declare module 'virtual:dictionary-chunks' {
  const addresses: Partial<Record<'FR' | 'EN', Partial<Record<'shop' | 'account', string>>>>;
  export default addresses;
}
