import { cartDrawerMachine, cartNoteMachine } from '@treize/machines';
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedEvents } from './acceptedEvents';
import { ActorRegistry, actorName } from './actorRegistry';
import { delayNameOf, fireNow, pendingTimers } from './pendingTimers';

function noteActor(registry: ActorRegistry, submitted: string[]) {
  const machine = cartNoteMachine.provide({
    actors: {
      submitCartNote: fromPromise<void, { note: string }>(async ({ input }) => {
        submitted.push(input.note);
      }),
    },
  });
  return createActor(machine, { inspect: registry, input: { note: '' } }).start();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the QA actor registry', () => {
  it('lists the running actors by machine id and logs events and transitions with times', () => {
    let now = 1_000;
    const registry = new ActorRegistry(() => now);
    const drawer = createActor(cartDrawerMachine, { inspect: registry }).start();
    expect(registry.liveActors().map(actorName)).toEqual(['cartDrawer']);

    now = 2_000;
    drawer.send({ type: 'OPEN' });
    const log = registry
      .entries()
      .map(({ at, kind, text, actorName: name }) => ({ at, kind, text, name }));
    expect(log).toContainEqual({ at: 2_000, kind: 'event', text: 'OPEN', name: 'cartDrawer' });
    expect(log).toContainEqual({
      at: 2_000,
      kind: 'transition',
      text: 'closed → open',
      name: 'cartDrawer',
    });

    drawer.stop();
    expect(registry.liveActors()).toEqual([]);
  });

  it('notifies subscribers on every change', () => {
    const registry = new ActorRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const before = registry.getVersion();
    createActor(cartDrawerMachine, { inspect: registry }).start().send({ type: 'OPEN' });
    expect(listener).toHaveBeenCalled();
    expect(registry.getVersion()).toBeGreaterThan(before);
  });
});

describe('accepted events', () => {
  it('are the events the current states handle, without XState internals', () => {
    const drawer = createActor(cartDrawerMachine).start();
    drawer.send({ type: 'OPEN' });
    const types = acceptedEvents(drawer).map((event) => event.type);
    expect(types).toContain('CLOSE');
    expect(types.some((type) => type.startsWith('xstate.'))).toBe(false);
  });
});

describe('pending timers', () => {
  it("shows the cart note's 1000 ms auto-submit by its delay name, and fires it now on demand", async () => {
    vi.useFakeTimers({ now: 10_000 });
    const submitted: string[] = [];
    const registry = new ActorRegistry();
    const note = noteActor(registry, submitted);
    note.send({ type: 'CHANGE', note: 'Gift wrap, please' });

    vi.advanceTimersByTime(250);
    const [timer, ...others] = pendingTimers(note);
    expect(others).toEqual([]);
    expect(timer).toMatchObject({ delayName: 'noteAutoSubmit', delay: 1000, remaining: 750 });

    expect(fireNow(note, timer!.id)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toEqual(['Gift wrap, please']);
    expect(pendingTimers(note)).toEqual([]);
    // The cancelled timer does not submit a second time when its time comes.
    await vi.advanceTimersByTimeAsync(2000);
    expect(submitted).toEqual(['Gift wrap, please']);
    expect(fireNow(note, timer!.id)).toBe(false);
  });

  it('reads the delay name out of the after event', () => {
    expect(delayNameOf('xstate.after.noteAutoSubmit.cartNote.editing')).toBe('noteAutoSubmit');
    expect(delayNameOf('xstate.after.1000.cartNote.editing')).toBe('1000');
    expect(delayNameOf('RETRY')).toBe('RETRY');
  });
});
