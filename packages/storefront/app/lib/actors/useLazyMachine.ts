import { useEffect, useRef, useState } from 'react';
import { machineInspection } from '../qa/machineInspection';
import { LazyActor, type ActorLike } from './lazyActor';
import { whenIdle } from './whenIdle';

/** A running actor the island can stop when it unmounts. */
export interface StartedActor<TSnapshot, TEvent> extends ActorLike<TSnapshot, TEvent> {
  stop(): void;
}

export interface LazyMachineOptions {
  /**
   * Start once the browser is idle after hydration too, for a machine with work of its own to do
   * before anyone touches it (reading a cookie, timing a pop-up).
   */
  startWhenIdle?: boolean;
}

/**
 * An island's machine as a {@link LazyActor}: hydration creates no actor and evaluates none of the
 * machine's code. `start` fetches the machine's module (a chunk of its own, with XState) and
 * creates and starts the actor; it runs on the first event the island sends, which the actor then
 * receives, or once the browser is idle after hydration with `startWhenIdle`, or when QA inspects
 * the page (`?inspect`), so the panel lists the page's machines as soon as it can. `start` is read
 * when it runs: it may use the island's latest props. The actor stops when the island unmounts.
 */
export function useLazyMachine<TSnapshot, TEvent>(
  start: () => Promise<StartedActor<TSnapshot, TEvent>>,
  { startWhenIdle = false }: LazyMachineOptions = {},
): LazyActor<TSnapshot, TEvent> {
  const [actor] = useState(() => new LazyActor<TSnapshot, TEvent>());
  const latestStart = useRef(start);
  latestStart.current = start;
  useEffect(() => {
    let unmounted = false;
    let requested = false;
    let running: StartedActor<TSnapshot, TEvent> | undefined;
    const load = () => {
      if (requested) return;
      requested = true;
      void latestStart.current().then((started) => {
        if (unmounted) {
          started.stop();
          return;
        }
        running = started;
        actor.attach(started);
      });
    };
    actor.whenNeeded(load);
    const cancelIdle =
      startWhenIdle || machineInspection().inspect !== undefined ? whenIdle(load) : undefined;
    return () => {
      unmounted = true;
      cancelIdle?.();
      actor.whenNeeded(undefined);
      actor.detach();
      running?.stop();
    };
  }, [actor, startWhenIdle]);
  return actor;
}
