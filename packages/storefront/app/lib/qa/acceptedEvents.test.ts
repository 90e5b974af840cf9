import { createActor, createMachine, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { acceptedEvents, isMachineActor } from './acceptedEvents';

const checkout = setup({
  types: { events: {} as { type: 'PAY'; amount?: number } | { type: 'CANCEL' } | { type: 'ZOOM' } },
  guards: {
    hasAmount: ({ event }) => event.type === 'PAY' && (event.amount ?? 0) > 0,
    // Reads the payload as a real guard might, without checking it is there.
    isZoomed: ({ event }) => (event as unknown as { level: { x: number } }).level.x > 1,
  },
}).createMachine({
  id: 'checkout',
  initial: 'open',
  states: {
    open: {
      after: { 500: 'open' },
      on: {
        PAY: { guard: 'hasAmount', target: 'paid' },
        CANCEL: 'cancelled',
        ZOOM: { guard: 'isZoomed', target: 'open' },
      },
    },
    paid: { type: 'final' },
    cancelled: { on: { PAY: 'open', '*': 'cancelled' } },
  },
});

describe('the events an actor accepts (QA panel)', () => {
  it('are its active states’ own events, sorted, without XState’s timers and wildcard', () => {
    const actor = createActor(checkout).start();
    expect(acceptedEvents(actor)).toEqual([
      { type: 'CANCEL', enabled: true },
      { type: 'PAY', enabled: false },
      { type: 'ZOOM', enabled: false },
    ]);
    actor.send({ type: 'CANCEL' });
    expect(acceptedEvents(actor)).toEqual([{ type: 'PAY', enabled: true }]);
    actor.stop();
  });

  it('are none once the machine is done or stopped, or for a promise actor', async () => {
    const actor = createActor(checkout).start();
    actor.send({ type: 'PAY', amount: 10 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(acceptedEvents(actor)).toEqual([]);
    const stopped = createActor(checkout).start();
    stopped.stop();
    expect(acceptedEvents(stopped)).toEqual([]);
    const promise = createActor(fromPromise(async () => 'ok')).start();
    expect(acceptedEvents(promise)).toEqual([]);
  });

  it('tell a machine from other actors', () => {
    expect(isMachineActor(createActor(createMachine({})).start())).toBe(true);
    expect(isMachineActor(createActor(fromPromise(async () => 'ok')).start())).toBe(false);
  });
});
