import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the query resolvers' mutants (`npm run mutation content`).
// Spread rather than mergeConfig, which would append this include to the base one.
// MUTATION_TESTS (a glob) narrows the run further.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [process.env.MUTATION_TESTS ?? '{src/http/query,src/query/**/*}.test.ts'],
  },
});
