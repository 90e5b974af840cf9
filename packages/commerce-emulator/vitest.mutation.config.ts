import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the resolvers' mutants (`npm run mutation commerce`).
export default mergeConfig(
  base,
  defineConfig({ test: { include: ['src/graphql/resolvers/**/*.test.ts'] } }),
);
