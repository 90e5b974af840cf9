import { readWishlistIds } from '@treize/machines';
import { useLayoutEffect, useState } from 'react';

const NONE: readonly string[] = [];

/**
 * The wishlist ids stored in this browser, for the hearts and the header icon to draw before the
 * wishlist machine starts (it waits for an idle moment). The server cannot read browser storage,
 * so hydration renders none; the read happens in a layout effect, whose update React applies
 * before the browser paints, so a saved product never shows unsaved once the page is live.
 */
export function useStoredWishlistIds(): readonly string[] {
  const [ids, setIds] = useState(NONE);
  useLayoutEffect(() => {
    const stored = readWishlistIds();
    if (stored.length > 0) setIds(stored);
  }, []);
  return ids;
}
