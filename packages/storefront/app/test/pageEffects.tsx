import { waitFor } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';

const PROBE = 'page-effects-probe';

/**
 * Renders `children` and marks, from its own effect, that React has run the effects of the commit
 * that put them on screen (a machine's start, a listener's subscription). React runs those a task
 * after that commit, later on a busy machine, all of one commit at once and a parent's last.
 */
export function WithEffectsProbe({ children }: { children: ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    probe.current?.setAttribute('data-effects', 'ran');
  }, []);
  return (
    <>
      {children}
      <span hidden data-testid={PROBE} ref={probe} />
    </>
  );
}

/** Waits until the page rendered inside {@link WithEffectsProbe} has run its first effects. */
export async function pageEffectsRan(): Promise<void> {
  await waitFor(() => {
    if (!document.querySelector(`[data-testid="${PROBE}"][data-effects="ran"]`))
      throw new Error('the page has not run its effects yet');
  });
}
