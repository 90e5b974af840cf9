import type { AnyActorRef, EventObject } from 'xstate';

/** A delayed event an actor is waiting for, e.g. the cart note's 1000 ms auto-submit. */
export interface PendingTimer {
  /** The scheduler's id for it (with the actor's session, unique in the system). */
  id: string;
  event: EventObject;
  /** The machine's name for the delay (`noteAutoSubmit`), or the raw event type for a delayed send. */
  delayName: string;
  /** Total delay in ms. */
  delay: number;
  /** Ms left before it fires on its own. */
  remaining: number;
}

interface ScheduledEvent {
  source: AnyActorRef;
  target: AnyActorRef;
  event: EventObject;
  delay: number;
  id: string;
  startedAt: number;
}

interface SchedulingSystem {
  _snapshot?: { _scheduledEvents?: Record<string, ScheduledEvent> };
  scheduler?: { cancel(source: AnyActorRef, id: string): void };
  _relay?(source: AnyActorRef, target: AnyActorRef, event: EventObject): void;
}

// XState names `after` events `xstate.after.<delay>.<state id>`; the delay is a name or a number.
const AFTER_EVENT = /^xstate\.after\.([^.]+)\./;

/** The delay's name as the machine wrote it, from the event the scheduler will send. */
export function delayNameOf(eventType: string): string {
  return AFTER_EVENT.exec(eventType)?.[1] ?? eventType;
}

// The scheduler keeps its book in the system snapshot (xstate 5: `system._snapshot._scheduledEvents`).
function scheduledBy(actor: AnyActorRef): ScheduledEvent[] {
  const system = actor.system as SchedulingSystem | undefined;
  const book = system?._snapshot?._scheduledEvents ?? {};
  return Object.values(book).filter((scheduled) => scheduled.source === actor);
}

/** The delayed events `actor` has scheduled, soonest first. */
export function pendingTimers(actor: AnyActorRef, now = Date.now()): PendingTimer[] {
  return scheduledBy(actor)
    .map((scheduled) => ({
      id: scheduled.id,
      event: scheduled.event,
      delayName: delayNameOf(scheduled.event.type),
      delay: scheduled.delay,
      remaining: Math.max(0, scheduled.startedAt + scheduled.delay - now),
    }))
    .sort((a, b) => a.remaining - b.remaining);
}

/**
 * Fires a pending delayed event now: cancels its timer (so it does not fire twice) and delivers
 * the same event the way the scheduler would have. Returns false when it already fired.
 */
export function fireNow(actor: AnyActorRef, timerId: string): boolean {
  const scheduled = scheduledBy(actor).find((candidate) => candidate.id === timerId);
  const system = actor.system as SchedulingSystem | undefined;
  if (!scheduled || !system?.scheduler) return false;
  system.scheduler.cancel(scheduled.source, scheduled.id);
  if (system._relay) system._relay(scheduled.source, scheduled.target, scheduled.event);
  else scheduled.target.send(scheduled.event);
  return true;
}
