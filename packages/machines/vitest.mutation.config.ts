import { defineConfig } from 'vitest/config';

// The tests StrykerJS reruns for the machines' mutants (`npm run mutation machines`). A machine
// definition runs at import, so most of its mutants are "static" and rerun every included test:
// MUTATION_TESTS (a glob) narrows the run to the folders whose machines are mutated.
export default defineConfig({
  test: {
    include: [process.env.MUTATION_TESTS ?? 'src/**/*.test.ts'],
  },
});
