import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Tests run without the React Router Vite plugin: route modules are imported directly and
// exercised through `createRoutesStub` or by calling their loaders/actions.
export default defineConfig({
  // Components import their `*.css.ts` styles; the plugin turns them into class names here too.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'bench/**/*.test.{ts,tsx}',
      'server/**/*.test.mjs',
      'vite/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'threads',
    testTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
  },
  oxc: { jsx: { runtime: 'automatic' } },
});
