import type { AnyActorRef, EventObject, InspectionEvent, Observer } from 'xstate';

/** One line of the QA log: an event an actor received, or the state it moved to. */
export interface LogEntry {
  /** Increasing number, a stable React key. */
  seq: number;
  /** `Date.now()` when the inspection event arrived. */
  at: number;
  actorName: string;
  /** The actor itself, to filter the log by actor. */
  actorRef: AnyActorRef;
  kind: 'event' | 'transition';
  /** The event type, or `from → to` for a transition. */
  text: string;
  /** The whole event, so the payload editor can offer it again. */
  event?: EventObject;
}

/** How many log lines are kept: enough for a QA session, bounded so a long tab stays light. */
export const LOG_LIMIT = 300;

// XState's ProcessingStatus.Running; the field is internal, so it is read defensively.
const RUNNING = 1;

/**
 * What QA calls an actor: its invoke/spawn id (`submitCartNote`), or for an actor the page created
 * (whose id is only its session, `x:3`) its machine's id (`cartDrawer`).
 */
export function actorName(actor: AnyActorRef): string {
  if (actor.id !== actor.sessionId) return actor.id;
  return (actor as { logic?: { id?: string } }).logic?.id ?? actor.id;
}

export function isRunning(actor: AnyActorRef): boolean {
  const status = (actor as { _processingStatus?: number })._processingStatus;
  return status === undefined ? actor.getSnapshot()?.status === 'active' : status === RUNNING;
}

function stateText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Collects every actor the page creates with `machineInspection()` (XState's inspection API hands
 * each actor over in `@xstate.actor`), and a timestamped log of what happens to them. Any machine
 * that passes `machineInspection()` to `useMachine` appears here without registering itself.
 */
export class ActorRegistry implements Observer<InspectionEvent> {
  private readonly actors = new Map<string, AnyActorRef>();
  private readonly lastValue = new Map<string, string>();
  private logged: LogEntry[] = [];
  private seq = 0;
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly now: () => number = Date.now) {}

  next(inspection: InspectionEvent): void {
    // Every inspected actor is a full actor ref; the type only promises what the inspector needs.
    const actor = inspection.actorRef as AnyActorRef;
    switch (inspection.type) {
      case '@xstate.actor':
        this.actors.set(actor.sessionId, actor);
        break;
      case '@xstate.event':
        this.actors.set(actor.sessionId, actor);
        this.record(actor, 'event', inspection.event.type, inspection.event);
        break;
      case '@xstate.snapshot': {
        const value = (inspection.snapshot as { value?: unknown }).value;
        if (value === undefined) break;
        const now = stateText(value);
        const before = this.lastValue.get(actor.sessionId);
        this.lastValue.set(actor.sessionId, now);
        if (before !== undefined && before !== now) {
          this.record(actor, 'transition', `${before} → ${now}`);
        }
        break;
      }
      default:
        return;
    }
    this.changed();
  }

  /** The actors still running, in the order the page created them. */
  liveActors(): AnyActorRef[] {
    return [...this.actors.values()].filter(isRunning);
  }

  /** The log, oldest first. */
  entries(): readonly LogEntry[] {
    return this.logged;
  }

  private record(actor: AnyActorRef, kind: LogEntry['kind'], text: string, event?: EventObject) {
    const entry: LogEntry = {
      seq: ++this.seq,
      at: this.now(),
      actorName: actorName(actor),
      actorRef: actor,
      kind,
      text,
      ...(event ? { event } : {}),
    };
    this.logged = [...this.logged, entry].slice(-LOG_LIMIT);
  }

  /** Notifies `listener` after every change; returns the unsubscribe function (useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every recorded change (the store snapshot for React). */
  getVersion = (): number => this.version;

  /** Tells the panel to look again, e.g. after it fired a timer itself. */
  changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
