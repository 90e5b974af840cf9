import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the mutants of app/lib (`npm run mutation storefront`): the
// library's own unit tests and the route tests, which reach the backend clients and actions through
// the real emulators. Component tests stay out. Spread rather than mergeConfig, which would append
// this include to the base one and run every app test. MUTATION_TESTS (a glob) narrows the run.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [process.env.MUTATION_TESTS ?? 'app/{lib,routes}/**/*.test.{ts,tsx}'],
  },
});
