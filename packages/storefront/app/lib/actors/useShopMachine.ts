import { useMachine } from '@xstate/react';
import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { rememberUpTo, type Remembered } from '../cache/rememberUpTo';

/** Inputs remembered per machine (a page path, a locale); the oldest is forgotten first. */
export const SERVER_INPUTS_PER_MACHINE = 100;

/**
 * Actors the server rendered from, per machine and input. A server render only reads the initial
 * snapshot (nothing is started or sent before hydration), and the shop's machines compute it from
 * their input alone, so building an actor for each header, switcher and form on every page was
 * work repeated per request. These actors are never started.
 */
const serverActors = new WeakMap<AnyStateMachine, Remembered<Actor<AnyStateMachine>>>();

/**
 * `useMachine` as a server render needs it: the machine's initial snapshot, a `send` that is never
 * called before hydration, and the (unstarted) actor. `input` is data (it is compared as JSON).
 */
export function useMachineOnServer(
  machine: AnyStateMachine,
  options: { input?: unknown } = {},
): [unknown, (event: unknown) => void, Actor<AnyStateMachine>] {
  let actors = serverActors.get(machine);
  if (!actors) {
    actors = rememberUpTo(SERVER_INPUTS_PER_MACHINE);
    serverActors.set(machine, actors);
  }
  const key = options.input === undefined ? '' : JSON.stringify(options.input);
  const actor = actors.get(key, () => createActor(machine, { input: options.input }));
  return [actor.getSnapshot(), actor.send, actor];
}

/**
 * The shop's `useMachine`: XState's own in the browser, where the actor runs; the shared initial
 * snapshot on the server. Which one is fixed when the bundle is built, so hook order never changes
 * within one environment.
 */
export const useShopMachine: typeof useMachine = import.meta.env.SSR
  ? (useMachineOnServer as unknown as typeof useMachine)
  : useMachine;
