// Library build: one ESM entry and exactly one compiled stylesheet, so consumers need no
// vanilla-extract plugin (issue 5, Publishing).
import { isAbsolute } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Every bare import stays external except stylesheets, which are folded into dist/styles.css. */
function isExternal(id: string): boolean {
  if (id.startsWith('.') || isAbsolute(id) || id.startsWith('\0')) return false;
  return !id.endsWith('.css');
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'styles',
    },
    cssCodeSplit: false,
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { external: isExternal },
  },
});
