import { SimulatedClock, createActor } from 'xstate';
import type { Actor, AnyStateMachine, InputFrom } from 'xstate';

/** Starts `machine` on a fresh `SimulatedClock`; time moves only through `clock.increment`. */
export function startWithClock<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[input]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>]
    : [input: InputFrom<TMachine>]
): { actor: Actor<TMachine>; clock: SimulatedClock } {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock } as never) as Actor<TMachine>;
  actor.start();
  return { actor, clock };
}

/** A promise settled from outside, to decide when a fake effect answers. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Creates a {@link Deferred}. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises reach the actor (a macrotask runs after every pending microtask). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
