/** What a page needs of a running XState actor, without importing XState (a type only). */
export interface ActorLike<TSnapshot, TEvent> {
  getSnapshot(): TSnapshot;
  send(event: TEvent): void;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/**
 * Stands for an actor whose machine code is not loaded yet (XState is not part of the
 * first load). Components read it and send to it from the first render; events sent before the
 * actor exists are kept in order and delivered when it is attached, and the first one asks for it
 * to be loaded (`whenNeeded`), so a shopper's first click is never lost, only answered once the
 * code has arrived.
 */
export class LazyActor<TSnapshot, TEvent> {
  private actor: ActorLike<TSnapshot, TEvent> | undefined;
  private subscription: { unsubscribe(): void } | undefined;
  private readonly pending: TEvent[] = [];
  private readonly listeners = new Set<() => void>();
  private onNeeded: (() => void) | undefined;

  /** The running actor, once loaded. */
  get current(): ActorLike<TSnapshot, TEvent> | undefined {
    return this.actor;
  }

  /** The actor's snapshot, or nothing while its code is still on its way. */
  getSnapshot = (): TSnapshot | undefined => this.actor?.getSnapshot();

  send = (event: TEvent): void => {
    if (this.actor) {
      this.actor.send(event);
      return;
    }
    this.pending.push(event);
    this.onNeeded?.();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called on the first event sent before the actor exists (and at once if one already waits). */
  whenNeeded(load: (() => void) | undefined): void {
    this.onNeeded = load;
    if (load && this.pending.length > 0) load();
  }

  /** Asks for the actor now, with no event to deliver (nothing happens once it is asked for). */
  request(): void {
    if (!this.actor) this.onNeeded?.();
  }

  /** The actor has started: deliver what waited, then follow its snapshots. */
  attach(actor: ActorLike<TSnapshot, TEvent>): void {
    this.detach();
    this.actor = actor;
    this.subscription = actor.subscribe(this.notify);
    for (const event of this.pending.splice(0)) actor.send(event);
    this.notify();
  }

  /** The actor was stopped (its provider unmounted): back to waiting. */
  detach(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    if (!this.actor) return;
    this.actor = undefined;
    this.notify();
  }

  private notify = (): void => {
    for (const listener of this.listeners) listener();
  };
}
