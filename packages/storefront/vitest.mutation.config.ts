import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the mutants of app/lib (`npm run mutation storefront`): only the
// library's own unit tests. Spread rather than mergeConfig, which would append this include to
// the base one and run every app test. MUTATION_TESTS (a glob) narrows the run further.
export default defineConfig({
  ...base,
  test: { ...base.test, include: [process.env.MUTATION_TESTS ?? 'app/lib/**/*.test.ts'] },
});
