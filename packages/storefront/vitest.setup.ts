import { configure } from '@testing-library/react';

// `findBy…` waits for what a shopper would see. The first render of a file pays for importing the
// route tree, which takes seconds on a saturated two-core machine: 1 s (the default) failed there
// with an empty page, so queries wait up to 10 s. A missing element still fails the test.
configure({ asyncUtilTimeout: 10_000 });
