import { useEffect } from 'react';
import { mediaQueries } from '@treize/ui';

/** Under 1024 px a drawer takes the whole width (behaviour §9): there is no room beside it. */
export const FULL_WIDTH_DRAWER_QUERY = mediaQueries.mobile;
const OPEN_DRAWER = '[data-slot="drawer-content"][data-state="open"]';

/**
 * On a screen where a drawer takes the whole width, the panel folds to its bar as a drawer opens,
 * so QA sees the drawer's foot (subtotal, checkout) as the shopper does; QA may unfold it again.
 * On larger screens the panel docks beside the drawer instead (QaPanel.css.ts).
 */
export function useCollapseOverDrawers(collapse: () => void): void {
  useEffect(() => {
    let drawerWasOpen = document.querySelector(OPEN_DRAWER) !== null;
    const observer = new MutationObserver(() => {
      const drawerOpen = document.querySelector(OPEN_DRAWER) !== null;
      if (drawerOpen && !drawerWasOpen && window.matchMedia(FULL_WIDTH_DRAWER_QUERY).matches) {
        collapse();
      }
      drawerWasOpen = drawerOpen;
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => observer.disconnect();
  }, [collapse]);
}
