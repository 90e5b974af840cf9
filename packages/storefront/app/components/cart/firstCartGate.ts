import { createSerialQueue } from '../../lib/async/serialQueue';

/**
 * The first-add race: until this tab's cart exists, every cart write waits for the one
 * before it. Two quick first adds would otherwise each create a cart on the server, and the
 * browser would keep only the last cart cookie, losing the other line. Once the first answer has
 * set the cart cookie, the next write goes to that cart; writes to an existing cart are not held.
 */
const firstWrites = createSerialQueue();

/**
 * Sends `write` now when the cart exists, otherwise after every earlier held write has finished
 * (successfully or not: a failed first add must not block the next one).
 */
export function throughFirstCartGate<T>(cartExists: boolean, write: () => Promise<T>): Promise<T> {
  return cartExists ? write() : firstWrites.run(write);
}

/** Forgets held writes (tests start every case with a fresh gate). */
export function resetFirstCartGate(): void {
  firstWrites.reset();
}
