import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { LazyActor } from './lazyActor';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
});

describe('LazyActor (machine code after the first load)', () => {
  it('asks for its code on the first event, then delivers the waiting events in order', () => {
    const lazy = new LazyActor<{ value: unknown }, { type: 'TOGGLE' }>();
    const load = vi.fn();
    lazy.whenNeeded(load);
    expect(lazy.getSnapshot()).toBeUndefined();
    lazy.send({ type: 'TOGGLE' });
    lazy.send({ type: 'TOGGLE' });
    lazy.send({ type: 'TOGGLE' });
    expect(load).toHaveBeenCalled();
    const seen = vi.fn();
    lazy.subscribe(seen);
    lazy.attach(createActor(toggle).start());
    expect(lazy.getSnapshot()!.value).toBe('on');
    expect(seen).toHaveBeenCalled();
  });

  it('reads as not loaded again once detached', () => {
    const lazy = new LazyActor<{ value: unknown }, { type: 'TOGGLE' }>();
    const actor = createActor(toggle).start();
    lazy.attach(actor);
    lazy.send({ type: 'TOGGLE' });
    expect(lazy.getSnapshot()!.value).toBe('on');
    lazy.detach();
    expect(lazy.getSnapshot()).toBeUndefined();
  });
});

type Event = { type: string };

/** A running actor that records what it receives and who follows it. */
function recordingActor(snapshot = 'ready') {
  const received: string[] = [];
  const followers = new Set<() => void>();
  const actor = {
    getSnapshot: () => snapshot,
    send: (event: Event) => void received.push(event.type),
    subscribe: (listener: () => void) => {
      followers.add(listener);
      return { unsubscribe: () => void followers.delete(listener) };
    },
  };
  return { actor, received, followers };
}

describe('LazyActor before, while and after its actor runs', () => {
  it('delivers the waiting events in the order sent, once, and later ones straight away', () => {
    const lazy = new LazyActor<string, Event>();
    const load = vi.fn();
    lazy.whenNeeded(load);
    lazy.send({ type: 'A' });
    lazy.send({ type: 'B' });
    expect(load).toHaveBeenCalledTimes(2);
    const { actor, received } = recordingActor();
    lazy.attach(actor);
    expect(lazy.current).toBe(actor);
    expect(received).toEqual(['A', 'B']);
    lazy.send({ type: 'C' });
    expect(received).toEqual(['A', 'B', 'C']);
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing waits any more: a new actor gets only what is sent to it.
    const second = recordingActor();
    lazy.attach(second.actor);
    expect(second.received).toEqual([]);
  });

  it('asks for the code at once when an event already waits, and not without one', () => {
    const idle = new LazyActor<string, Event>();
    const notYet = vi.fn();
    idle.whenNeeded(notYet);
    expect(notYet).not.toHaveBeenCalled();

    const lazy = new LazyActor<string, Event>();
    lazy.send({ type: 'A' });
    const load = vi.fn();
    lazy.whenNeeded(load);
    expect(load).toHaveBeenCalledTimes(1);
    lazy.whenNeeded(undefined);
    lazy.send({ type: 'B' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers of every snapshot of the attached actor, until they unsubscribe', () => {
    const lazy = new LazyActor<string, Event>();
    const seen = vi.fn();
    const unsubscribe = lazy.subscribe(seen);
    const { actor, followers } = recordingActor('open');
    lazy.attach(actor);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(lazy.getSnapshot()).toBe('open');
    for (const follower of followers) follower();
    expect(seen).toHaveBeenCalledTimes(2);
    unsubscribe();
    for (const follower of followers) follower();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('stops following an actor it was detached from or that another replaced', () => {
    const lazy = new LazyActor<string, Event>();
    const seen = vi.fn();
    lazy.subscribe(seen);
    const first = recordingActor();
    lazy.attach(first.actor);
    const second = recordingActor();
    lazy.attach(second.actor);
    expect(first.followers.size).toBe(0);
    expect(second.followers.size).toBe(1);
    expect(seen).toHaveBeenCalledTimes(3);
    lazy.detach();
    expect(second.followers.size).toBe(0);
    expect(lazy.current).toBeUndefined();
    expect(seen).toHaveBeenCalledTimes(4);
    // Detached, events wait again for the next actor.
    lazy.send({ type: 'LATER' });
    expect(second.received).toEqual([]);
  });

  it('does not notify when detached without an actor', () => {
    const lazy = new LazyActor<string, Event>();
    const seen = vi.fn();
    lazy.subscribe(seen);
    lazy.detach();
    expect(seen).not.toHaveBeenCalled();
  });
});
