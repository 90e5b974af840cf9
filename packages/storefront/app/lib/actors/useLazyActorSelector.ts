import { useCallback, useSyncExternalStore } from 'react';
import type { LazyActor } from './lazyActor';

/**
 * A value read from a {@link LazyActor}: `initial` (what the server rendered) until the actor runs,
 * then `select(snapshot)`. Hydration always uses `initial`, so a browser that already knows more
 * (stored wishlist ids) updates after hydrating instead of mismatching. `select` must return a
 * primitive or a stable reference.
 */
export function useLazyActorSelector<TSnapshot, TEvent, TValue>(
  actor: LazyActor<TSnapshot, TEvent>,
  select: (snapshot: TSnapshot) => TValue,
  initial: TValue,
): TValue {
  const read = useCallback(() => {
    const snapshot = actor.getSnapshot();
    return snapshot === undefined ? initial : select(snapshot);
  }, [actor, select, initial]);
  return useSyncExternalStore(actor.subscribe, read, () => initial);
}
