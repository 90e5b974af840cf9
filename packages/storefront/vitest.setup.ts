import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { lazyComponentsReady } from './app/components/lazyComponent';

// `findBy…` waits for what a shopper would see. The first render of a file pays for importing the
// route tree, which takes seconds on a saturated two-core machine: 1 s (the default) failed there
// with an empty page, so queries wait up to 10 s. A missing element still fails the test.
configure({ asyncUtilTimeout: 10_000 });

// A test that imports a route module evaluates its islands, and on the server each island starts
// loading its code at once. A short test file could end first, and Vitest then reports the late
// imports as errors after teardown (seen on CI with the home route's product grid).
afterAll(lazyComponentsReady);
