import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the query resolvers' mutants (`npm run mutation content`).
export default mergeConfig(
  base,
  defineConfig({ test: { include: ['src/http/query.test.ts', 'src/query/**/*.test.ts'] } }),
);
