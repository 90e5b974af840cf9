/** Longest wait for a frame: a hidden tab renders none, and its page must still hydrate. */
export const FIRST_PAINT_WAIT_MS = 300;

/**
 * Resolves once the browser has rendered a frame (the task after an animation frame runs after
 * its paint), or after `FIRST_PAINT_WAIT_MS` when no frame comes, as in a background tab.
 */
export function afterFirstPaint(
  frame: (callback: () => void) => unknown = (callback) => requestAnimationFrame(callback),
  later: (callback: () => void, ms: number) => unknown = (callback, ms) => setTimeout(callback, ms),
): Promise<void> {
  return new Promise((resolve) => {
    frame(() => later(resolve, 0));
    later(resolve, FIRST_PAINT_WAIT_MS);
  });
}
