import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/** An event type the actor's current states name, and whether the actor takes it right now. */
export interface AcceptedEvent {
  type: string;
  /** `snapshot.can({ type })`: false when a guard refuses it without the data it needs. */
  enabled: boolean;
}

function isMachineSnapshot(snapshot: unknown): snapshot is AnyMachineSnapshot {
  return typeof (snapshot as AnyMachineSnapshot | undefined)?.can === 'function';
}

/**
 * The events the actor's active states handle (their `ownEvents`), minus XState's own delayed and
 * done events (the timers list shows those). Non-machine actors (promises) accept nothing here.
 */
export function acceptedEvents(actor: AnyActorRef): AcceptedEvent[] {
  const snapshot: unknown = actor.getSnapshot();
  if (!isMachineSnapshot(snapshot) || snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const node of snapshot._nodes) {
    for (const type of node.ownEvents) {
      if (!type.startsWith('xstate.') && type !== '*') types.add(type);
    }
  }
  return [...types].sort().map((type) => {
    let enabled: boolean;
    try {
      enabled = snapshot.can({ type });
    } catch {
      // A guard that reads the payload may throw on a bare event: the editor can still send it.
      enabled = false;
    }
    return { type, enabled };
  });
}

/** Whether the actor is a state machine (has a state value and accepts events by name). */
export function isMachineActor(actor: AnyActorRef): boolean {
  return isMachineSnapshot(actor.getSnapshot());
}
