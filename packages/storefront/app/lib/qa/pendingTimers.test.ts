import { createActor, createMachine, setup, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireNow, pendingTimers } from './pendingTimers';

const child = createMachine({
  id: 'child',
  initial: 'waiting',
  states: { waiting: { after: { 50: 'done' } }, done: {} },
});

const timers = setup({
  delays: { slowFade: 900 },
  actors: { child },
}).createMachine({
  id: 'timers',
  type: 'parallel',
  invoke: { src: 'child', id: 'child' },
  states: {
    fade: { initial: 'on', states: { on: { after: { slowFade: 'off' } }, off: {} } },
    blink: { initial: 'on', states: { on: { after: { 300: 'off' } }, off: {} } },
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the timers an actor waits for (QA panel)', () => {
  it('are its own delayed events, soonest first, named as the machine names them', () => {
    vi.useFakeTimers({ now: 10_000 });
    const actor = createActor(timers).start();
    const listed = pendingTimers(actor, 10_100);
    expect(
      listed.map(({ delayName, delay, remaining }) => ({ delayName, delay, remaining })),
    ).toEqual([
      { delayName: '300', delay: 300, remaining: 200 },
      { delayName: 'slowFade', delay: 900, remaining: 800 },
    ]);
    expect(listed[1]!.event.type).toMatch(/^xstate\.after\.slowFade\./);
    expect(new Set(listed.map((timer) => timer.id)).size).toBe(2);
    actor.stop();
  });

  it('count nothing left, not less than nothing, once their time has passed', () => {
    vi.useFakeTimers({ now: 0 });
    const actor = createActor(timers).start();
    expect(pendingTimers(actor, 5_000).map((timer) => timer.remaining)).toEqual([0, 0]);
    actor.stop();
  });

  it('are read from the clock by default', () => {
    vi.useFakeTimers({ now: 0 });
    const actor = createActor(timers).start();
    vi.setSystemTime(250);
    expect(pendingTimers(actor).map((timer) => timer.remaining)).toEqual([50, 650]);
    actor.stop();
  });
});

describe('firing a timer now', () => {
  it('delivers the event as the scheduler would, from the actor to itself, once', () => {
    vi.useFakeTimers({ now: 0 });
    const delivered: { sourceRef?: unknown; actorRef: unknown }[] = [];
    const actor = createActor(timers, {
      inspect: (inspection) => {
        if (
          inspection.type === '@xstate.event' &&
          inspection.event.type.startsWith('xstate.after.300')
        )
          delivered.push(inspection);
      },
    }).start();
    const [blink] = pendingTimers(actor);
    expect(fireNow(actor, blink!.id)).toBe(true);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.sourceRef).toBe(actor);
    expect(delivered[0]!.actorRef).toBe(actor);
    expect(actor.getSnapshot().value).toEqual({ fade: 'on', blink: 'off' });
    vi.advanceTimersByTime(1_000);
    expect(delivered).toHaveLength(1);
    actor.stop();
  });

  it('answers false for a timer it does not know', () => {
    vi.useFakeTimers({ now: 0 });
    const actor = createActor(timers).start();
    expect(fireNow(actor, 'no-such-timer')).toBe(false);
    expect(pendingTimers(actor)).toHaveLength(2);
    actor.stop();
  });

  it('cancels the timer and sends its event to the target when the system cannot relay', () => {
    const received: unknown[] = [];
    const cancel = vi.fn();
    const target = { send: (event: unknown) => received.push(event) };
    const actor = { system: {} } as unknown as AnyActorRef;
    const event = { type: 'xstate.after.100.x' };
    Object.assign(actor.system, {
      _snapshot: {
        _scheduledEvents: {
          'x.t1': { source: actor, target, event, delay: 100, id: 't1', startedAt: 0 },
        },
      },
      scheduler: { cancel },
    });
    expect(fireNow(actor, 't1')).toBe(true);
    expect(cancel).toHaveBeenCalledWith(actor, 't1');
    expect(received).toEqual([event]);
  });

  it('does nothing without a scheduler', () => {
    const target = { send: vi.fn() };
    const actor = { system: {} } as unknown as AnyActorRef;
    Object.assign(actor.system, {
      _snapshot: {
        _scheduledEvents: {
          'x.t1': { source: actor, target, event: { type: 'E' }, delay: 1, id: 't1', startedAt: 0 },
        },
      },
    });
    expect(fireNow(actor, 't1')).toBe(false);
    expect(target.send).not.toHaveBeenCalled();
    expect(pendingTimers({ system: undefined } as unknown as AnyActorRef)).toEqual([]);
    expect(pendingTimers({ system: {} } as unknown as AnyActorRef)).toEqual([]);
    expect(pendingTimers({ system: { _snapshot: {} } } as unknown as AnyActorRef)).toEqual([]);
  });
});
