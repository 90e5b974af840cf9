import { createActor, createMachine, fromPromise, setup, type AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { ActorRegistry, actorName, isRunning, LOG_LIMIT } from './actorRegistry';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { FLIP: 'on', STAY: 'off' } }, on: { on: { FLIP: 'off' } } },
});

const nested = createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: { initial: 'top', states: { top: { on: { DOWN: 'sub' } }, sub: {} } },
  },
});

const parent = setup({
  actors: {
    load: fromPromise(() => new Promise<never>(() => {})),
    menu: nested,
  },
}).createMachine({
  id: 'parent',
  invoke: [
    { src: 'load', id: 'loadProducts' },
    { src: 'menu', id: 'headerMenu' },
  ],
});

function texts(registry: ActorRegistry) {
  return registry.entries().map(({ kind, text, actorName: name }) => `${name} ${kind} ${text}`);
}

describe('what QA calls an actor', () => {
  it('is its invoke id, or its machine id for an actor the page created', () => {
    const registry = new ActorRegistry();
    createActor(parent, { inspect: registry }).start();
    expect(registry.liveActors().map(actorName)).toEqual(['parent', 'loadProducts', 'headerMenu']);
  });

  it('is its session id when its logic has no id', () => {
    const actor = { id: 'x:1', sessionId: 'x:1', logic: {} } as unknown as AnyActorRef;
    expect(actorName(actor)).toBe('x:1');
  });
});

describe('whether an actor runs', () => {
  it('reads the snapshot status when the processing status is not there', () => {
    const active = { getSnapshot: () => ({ status: 'active' }) } as unknown as AnyActorRef;
    const done = { getSnapshot: () => ({ status: 'done' }) } as unknown as AnyActorRef;
    expect(isRunning(active)).toBe(true);
    expect(isRunning(done)).toBe(false);
    const stopped = { _processingStatus: 2, getSnapshot: () => ({ status: 'active' }) };
    expect(isRunning(stopped as unknown as AnyActorRef)).toBe(false);
  });
});

describe('the QA log', () => {
  it('logs each event with its payload and each change of state, numbered, but not a stay', () => {
    let now = 5;
    const registry = new ActorRegistry(() => now);
    const actor = createActor(toggle, { inspect: registry }).start();
    actor.send({ type: 'STAY' });
    now = 7;
    actor.send({ type: 'FLIP' });
    expect(texts(registry)).toEqual([
      'toggle event xstate.init',
      'toggle event STAY',
      'toggle event FLIP',
      'toggle transition off → on',
    ]);
    const entries = registry.entries();
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect(entries[2]).toMatchObject({ at: 7, actorRef: actor, event: { type: 'FLIP' } });
    expect(entries[3]).not.toHaveProperty('event');
  });

  it('writes nested states as JSON', () => {
    const registry = new ActorRegistry();
    const actor = createActor(nested, { inspect: registry }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'DOWN' });
    expect(texts(registry).filter((text) => text.includes('transition'))).toEqual([
      'menu transition closed → {"open":"top"}',
      'menu transition {"open":"top"} → {"open":"sub"}',
    ]);
  });

  it(`keeps the last ${LOG_LIMIT} lines`, () => {
    expect(LOG_LIMIT).toBe(300);
    const registry = new ActorRegistry();
    const actor = createActor(toggle, { inspect: registry }).start();
    for (let i = 0; i < 200; i++) actor.send({ type: 'FLIP' });
    const entries = registry.entries();
    expect(entries).toHaveLength(300);
    expect(entries[0]!.seq).toBe(102);
    expect(entries.at(-1)!.seq).toBe(401);
  });

  it('tells subscribers of each change until they unsubscribe, and not of what it ignores', () => {
    const registry = new ActorRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const actor = createActor(toggle, { inspect: registry }).start();
    const calls = listener.mock.calls.length;
    const version = registry.getVersion();
    expect(version).toBe(calls);
    registry.next({ type: '@xstate.microstep', actorRef: actor } as never);
    expect(registry.getVersion()).toBe(version);
    actor.send({ type: 'FLIP' });
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
    unsubscribe();
    const before = listener.mock.calls.length;
    registry.changed();
    expect(listener).toHaveBeenCalledTimes(before);
    expect(registry.getVersion()).toBeGreaterThan(version);
  });

  it('lists an actor first seen by an event, and forgets stopped ones', () => {
    const registry = new ActorRegistry();
    const actor = createActor(toggle).start();
    registry.next({ type: '@xstate.event', actorRef: actor, event: { type: 'FLIP' } } as never);
    expect(registry.liveActors()).toEqual([actor]);
    registry.next({ type: '@xstate.snapshot', actorRef: actor, snapshot: {} } as never);
    expect(texts(registry)).toEqual(['toggle event FLIP']);
    actor.stop();
    expect(registry.liveActors()).toEqual([]);
  });
});
