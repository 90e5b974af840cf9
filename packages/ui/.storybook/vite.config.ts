// Storybook and the story tests compile vanilla-extract on the fly; the library build settings of
// ../vite.config.ts do not apply to them.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The storefront's QA panel story imports `@treize/ui` and `@treize/ui/qa` by name: they are this
  // package's source.
  resolve: {
    alias: [
      {
        find: /^@treize\/ui$/,
        replacement: fileURLToPath(new URL('../src/index.ts', import.meta.url)),
      },
      {
        find: /^@treize\/ui\/qa$/,
        replacement: fileURLToPath(new URL('../src/qa.ts', import.meta.url)),
      },
    ],
  },
});
