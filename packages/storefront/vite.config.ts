import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { browserChunkName } from './browserChunkNames.vite';
import { dictionaryChunks } from './dictionaryChunks.vite';
import { reactRouterProductionFiles } from './reactRouterProductionFiles.vite';
import { shellChunk } from './shellChunk.vite';

export default defineConfig({
  plugins: [reactRouter(), dictionaryChunks(), reactRouterProductionFiles()],
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            entryFileNames: browserChunkName,
            chunkFileNames: browserChunkName,
            manualChunks: shellChunk(),
          },
        },
      },
    },
  },
  // No chunk merging (Rollup's experimentalMinChunkSize): at 20 KB it cut a product page from 28
  // to 17 scripts but added 7 KB gzip, since merged chunks carry code the page does not run (issue 16).
});
