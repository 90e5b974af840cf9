import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the resolvers' mutants (`npm run mutation commerce`). Spread
// rather than mergeConfig, which would append this include to the base one and run every test
// file. MUTATION_TESTS (a glob) narrows the run further, to the tests of one resolver file.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [process.env.MUTATION_TESTS ?? 'src/graphql/resolvers/**/*.test.ts'],
  },
});
