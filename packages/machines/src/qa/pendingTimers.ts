import type { AnyMachineSnapshot } from 'xstate';

/** A delayed transition the current state has armed, as the stepper shows it. */
export interface PendingTimer {
  /** Named delay, e.g. `closeThenOpenDelay`, or the number for an unnamed one. */
  delay: string;
  /** Its duration in ms, resolved from the machine's named delays. */
  ms: number;
  /** The `xstate.after.*` event it raises when the clock reaches it. */
  eventType: string;
}

/**
 * The delayed transitions of the states the snapshot is in, shortest first, so a stepper can
 * offer "advance the SimulatedClock by 650 ms (closeThenOpenDelay)". Timers armed by an earlier
 * visit are included only while their state is still active, which is when they can fire.
 */
export function pendingTimers(snapshot: AnyMachineSnapshot): PendingTimer[] {
  const delays = snapshot.machine.implementations.delays as Record<string, unknown>;
  return snapshot._nodes
    .flatMap((node) => node.after)
    .flatMap((transition) => {
      const named =
        typeof transition.delay === 'string' ? delays[transition.delay] : transition.delay;
      if (typeof named !== 'number') return [];
      return [{ delay: String(transition.delay), ms: named, eventType: transition.eventType }];
    })
    .sort((a, b) => a.ms - b.ms);
}
