import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The tests StrykerJS reruns for the mutants of app/lib (`npm run mutation storefront`): only the
// library's own unit tests, which import nothing outside the package's sandbox copy.
export default mergeConfig(base, defineConfig({ test: { include: ['app/lib/**/*.test.ts'] } }));
