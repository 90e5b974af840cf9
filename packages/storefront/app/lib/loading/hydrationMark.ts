/**
 * Islands (lazy components) whose server HTML still waits for its code. `<html data-hydrated>`
 * means "every part of the page answers clicks", so it waits for them too: journeys and shoppers'
 * scripts that click right after it must not hit a button React has not taken over yet (a click
 * on a part still waiting for its code is dropped by React).
 */
let waitingIslands = 0;
const onAllHydrated = new Set<() => void>();

/** Counts one island as waiting; the returned release (safe to call twice) counts it hydrated. */
export function holdHydrationMark(): () => void {
  waitingIslands += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    waitingIslands -= 1;
    if (waitingIslands > 0) return;
    for (const callback of [...onAllHydrated]) {
      onAllHydrated.delete(callback);
      callback();
    }
  };
}

/** Runs `callback` once no island waits (at once if none does); returns the cancel. */
export function whenIslandsHydrated(callback: () => void): () => void {
  if (waitingIslands === 0) {
    callback();
    return () => undefined;
  }
  onAllHydrated.add(callback);
  return () => onAllHydrated.delete(callback);
}
