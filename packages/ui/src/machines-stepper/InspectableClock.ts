import { SimulatedClock, type AnyActorRef } from 'xstate';

/** One delayed event waiting in the actor system, e.g. an `after` transition. */
export interface PendingTimer {
  id: string;
  /** The event that fires, e.g. `xstate.after.accordionAnimation.accordion.opening`. */
  eventType: string;
  /** Milliseconds left on the simulated clock. */
  remaining: number;
  delay: number;
}

interface Scheduled {
  start: number;
  timeout: number;
  key: string | undefined;
}

/**
 * A `SimulatedClock` that can list what it is waiting for. XState's scheduler records each delayed
 * event in the system snapshot (`_scheduledEvents`, with wall-clock start times) and then asks the
 * clock for a timeout; this clock pairs the two so the remaining time is on simulated time.
 */
export class InspectableClock extends SimulatedClock {
  private readonly scheduled = new Map<number, Scheduled>();
  private actor: AnyActorRef | undefined;

  /** Call once after `createActor(machine, { clock })`, before `start()`. */
  attach(actor: AnyActorRef): void {
    this.actor = actor;
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const key = this.newestUnpairedKey();
    const id: number = super.setTimeout(() => {
      this.scheduled.delete(id);
      fn();
    }, timeout);
    this.scheduled.set(id, { start: this.now(), timeout, key });
    return id;
  }

  override clearTimeout(id: number): void {
    this.scheduled.delete(id);
    super.clearTimeout(id);
  }

  /** Pending delayed events, soonest first. */
  pending(): PendingTimer[] {
    const events = this.scheduledEvents();
    return [...this.scheduled.entries()]
      .map(([id, timer]) => ({
        id: String(id),
        eventType: (timer.key && events[timer.key]?.event.type) || 'timer',
        delay: timer.timeout,
        remaining: Math.max(0, timer.start + timer.timeout - this.now()),
      }))
      .sort((a, b) => a.remaining - b.remaining);
  }

  private scheduledEvents() {
    return this.actor?.system.getSnapshot()._scheduledEvents ?? {};
  }

  /** The scheduler registers the event just before asking for its timeout: the newest unpaired key. */
  private newestUnpairedKey(): string | undefined {
    const paired = new Set([...this.scheduled.values()].map((timer) => timer.key));
    return Object.keys(this.scheduledEvents())
      .filter((key) => !paired.has(key))
      .at(-1);
  }
}
