import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { DICTIONARY_SOURCE, dictionaryChunks } from './dictionaryChunks.vite';

export default defineConfig({
  plugins: [reactRouter(), dictionaryChunks()],
  server: { port: 3000 },
  build: {
    rollupOptions: {
      output: {
        // Browsers load the first page's modules over HTTP/1.1 too (six connections): dozens of
        // 1 KB chunks cost a round trip each before hydration, so small shared chunks are merged.
        experimentalMinChunkSize: 20_000,
        // …except each language's words: a page loads only its own (merged, it would load both).
        manualChunks: (id) => DICTIONARY_SOURCE.exec(id)?.[1],
      },
    },
  },
});
