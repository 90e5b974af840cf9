import { defineConfig } from 'vitest/config';

// Each test file starts its own emulator (seed images rendered by sharp): generous limits so a
// busy shared machine slows the run down without failing it.
export default defineConfig({
  test: {
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
