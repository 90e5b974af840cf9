import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built storefront and
 * both emulators, all started by `support/globalSetup.ts` on free ports.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry on CI only: a journey that fails twice fails the run; Playwright lists a pass on retry as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Visual baselines (tests/visual.spec.ts): a few anti-aliased pixels may differ between runs on
    // a busy machine; a real change of layout, type or colour moves far more than 1 % of the page.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 },
  },
  // One folder of baselines, named by screen, without the platform suffix: CI and developers run
  // the same Debian Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
