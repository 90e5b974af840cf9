// Storybook and the story tests compile vanilla-extract on the fly; the library build settings of
// ../vite.config.ts do not apply to them.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from './sourceAliases';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: sourceAliases },
});
