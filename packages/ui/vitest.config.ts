// `npm test` runs three projects: fast jsdom unit tests, the Storybook stories as browser tests
// in Debian's Chromium (play functions + axe), and the npm-pack smoke test in Node.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { sourceAliases } from './.storybook/sourceAliases';

/** Chromium comes from Debian; Playwright never downloads a browser. */
const chromium = playwright({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // At the top level, not in the story project: vanilla-extract compiles style files with its own
  // Vite, which reads only this file's top-level settings.
  resolve: { alias: sourceAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-dom.ts'],
          // The model-based tests walk many paths on fake timers: CPU work, no waiting. Vitest's
          // 5 s default per test was exceeded on a saturated two-core machine (load above 20).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails the story.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@radix-ui/react-dialog',
            '@radix-ui/react-accordion',
            'embla-carousel-react',
            'react-toastify/unstyled',
            'xstate',
            '@xstate/react',
            '@vanilla-extract/dynamic',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'pack',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          // Each file builds the library and a consumer app (vite, tsc, npm pack and install):
          // about 40 s on a quiet two-core machine, past 90 s on a saturated one.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
