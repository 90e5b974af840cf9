/**
 * Loader icon frame interval (behaviour §9). Kept as a CSS `steps()` animation in the ui package, not
 * a machine: a looping frame counter has no events, guards or effects, and CSS runs it off the
 * main thread and stops it when the element is hidden.
 */
export const LOADER_FRAME_MS = 250;

/** Smooth-scroll resize debounce (behaviour §9), applied with {@link debounce}. */
export const RESIZE_DEBOUNCE_MS = 250;

/** The timer functions {@link debounce} uses; pass a fake clock in tests. */
export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `callback` once `ms` have passed without another call (the resize debounce of behaviour §9).
 * A plain function rather than a machine: it has a single waiting state and no events to show.
 */
export function debounce<TArgs extends unknown[]>(
  callback: (...args: TArgs) => void,
  ms: number = RESIZE_DEBOUNCE_MS,
  timers: TimerApi = globalTimers,
): ((...args: TArgs) => void) & { cancel(): void } {
  let handle: unknown;
  let pending = false;
  const cancel = () => {
    if (pending) timers.clearTimeout(handle);
    pending = false;
  };
  const debounced = (...args: TArgs) => {
    cancel();
    pending = true;
    handle = timers.setTimeout(() => {
      pending = false;
      callback(...args);
    }, ms);
  };
  return Object.assign(debounced, { cancel });
}
