import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/seededTemplate.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
