import { createSerialQueue } from '../../lib/async/serialQueue';

/**
 * The life of add-to-cart submissions, told by the form that sends them.
 *
 * React Router commits fetcher states inside React transitions, so on a busy phone a watcher of
 * the `add-to-cart` fetcher can miss its brief `submitting` state and never learn that an add
 * finished: the cart drawer then stayed shut although the line was added. The form knows for
 * sure, because `fetcher.submit` resolves once the action and the revalidation are done.
 */
export type CartAddPhase = 'started' | 'finished';

type CartAddListener = (phase: CartAddPhase) => void;

const listeners = new Set<CartAddListener>();

/** Tells every listener (the cart button's drawer machine) that an add started or finished. */
export function tellCartAdd(phase: CartAddPhase): void {
  for (const listener of listeners) listener(phase);
}

/** Listens to add-to-cart submissions; returns the function that stops listening. */
export function listenToCartAdds(listener: CartAddListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const adds = createSerialQueue();

/**
 * Sends adds one after the other: a second submission of the same keyed fetcher would abort the
 * first one in flight (a triple click), and its line would be added without the shopper seeing it.
 * Resolves once this add has settled, whether it succeeded or not.
 */
export function queueCartAdd(send: () => Promise<unknown>): Promise<void> {
  return adds.run(send).then(
    () => undefined,
    () => undefined,
  );
}

/** Forgets queued adds and listeners (each unit test starts afresh). */
export function resetCartAdds(): void {
  adds.reset();
  listeners.clear();
}
