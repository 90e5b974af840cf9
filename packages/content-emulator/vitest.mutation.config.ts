import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the mutants of the query code and the store (`npm run mutation
// content`). Spread rather than mergeConfig, which would append this include to the base one.
// MUTATION_TESTS (a glob) narrows the run further.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      process.env.MUTATION_TESTS ??
        '{src/http/query,src/http/mutate,src/persistence,src/query/**/*}.test.ts',
    ],
  },
});
