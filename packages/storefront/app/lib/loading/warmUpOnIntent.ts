/** Handlers to spread on a control whose lazy code should be fetched before it is used. */
export interface WarmUpOnIntent {
  onPointerEnter(): void;
  onFocus(): void;
}

/**
 * Fetches a lazy part's code (its component chunk, its machine) as soon as the shopper shows the
 * intent to use its control: the pointer comes over it or it takes focus. By the tap or the Enter
 * key that follows, the code is usually there, and the part opens without a wait. Each loader is a
 * dynamic import, which the browser fetches only once however often it is called.
 */
export function warmUpOnIntent(...loaders: ReadonlyArray<() => Promise<unknown>>): WarmUpOnIntent {
  const warmUp = () => {
    for (const load of loaders) void load();
  };
  return { onPointerEnter: warmUp, onFocus: warmUp };
}
