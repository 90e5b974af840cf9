import { useEffect } from 'react';
import { whenIslandsHydrated } from '../lib/loading/hydrationMark';

/**
 * Marks `<html data-hydrated>` once React has taken over the server-rendered page, lazy islands
 * included. Until then a click follows the no-JavaScript path (a form post, a full page
 * load); journeys and styles that need the interactive path wait for this mark.
 */
export function useMarkHydrated(): void {
  useEffect(
    () =>
      whenIslandsHydrated(() => {
        document.documentElement.dataset.hydrated = 'true';
      }),
    [],
  );
}
