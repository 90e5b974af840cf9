import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { loadWishlistDrawer } from '../components/wishlist/WishlistDrawerHost';

/**
 * Before each test: loads the wishlist drawer's on-demand code (so tests wait on behaviour only),
 * empties the stored list and answers the product lookup with `lookup`; after it, undoes both.
 */
export function setUpWishlistDrawerTests(lookup: Mock): void {
  beforeEach(async () => {
    await loadWishlistDrawer();
    localStorage.clear();
    lookup.mockClear();
    vi.stubGlobal('fetch', lookup);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
