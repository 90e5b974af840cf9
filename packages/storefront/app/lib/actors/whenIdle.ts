/** How long a browser without `requestIdleCallback` waits for an idle moment. */
export const IDLE_FALLBACK_MS = 200;

/**
 * Runs `task` once the browser is idle after the current work (hydration), or after 2 s at the
 * latest; a browser without `requestIdleCallback` waits {@link IDLE_FALLBACK_MS}. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` once the page has loaded (its images, fonts and scripts: the `load` event) and the
 * browser is then idle. For code fetched ahead of need (a drawer's, a dialog's): fetched earlier, it
 * competed on a phone's network with the largest image and the islands' hydration code.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(task);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
