/**
 * Runs `task` once the browser is idle after the current work (hydration), or after 2 s at the
 * latest; a browser without `requestIdleCallback` waits 200 ms. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
