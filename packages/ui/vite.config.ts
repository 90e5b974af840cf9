// Library build: ESM modules a consumer's bundler can drop one by one, and exactly one compiled
// stylesheet, so consumers need no vanilla-extract plugin.
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
  // Vite derives JSX dev mode from NODE_ENV, which turbo and test runners set to 'test' or leave
  // unset; a jsxDEV call crashes a production React server, so the library is always production.
  mode: 'production',
  oxc: { jsx: { runtime: 'automatic', development: false } },
  plugins: [react({ jsxRuntime: 'automatic' }), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    lib: {
      // The whole design system, the shell's light entry (`@treize/ui/shell`), the helpers for
      // apps styling with vanilla-extract (`@treize/ui/vanilla-extract`) and the QA tooling
      // (`@treize/ui/qa`).
      entry: {
        index: 'src/index.ts',
        shell: 'src/shell.ts',
        'vanilla-extract': 'src/vanilla-extract.ts',
        qa: 'src/qa.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    cssCodeSplit: false,
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: {
      external: isExternal,
      output: {
        // One file per source module, beside its declaration: with `sideEffects` limited to CSS,
        // an app that imports Price never loads the toast, carousel or dialog modules.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
