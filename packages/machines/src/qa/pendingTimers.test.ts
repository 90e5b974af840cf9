import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accordionMachine } from '../accordion/accordionMachine.js';
import { mobileMenuMachine } from '../mobileMenu/mobileMenuMachine.js';
import { startWithClock } from '../testing/harness.js';
import { pendingTimers } from './pendingTimers.js';

describe('pendingTimers', () => {
  it('lists no timer in a state without delays', () => {
    const { actor } = startWithClock(accordionMachine, {});
    expect(pendingTimers(actor.getSnapshot())).toEqual([]);
  });

  it('lists the named delay of the current state with its duration', () => {
    const { actor } = startWithClock(accordionMachine, { openItem: 'care' });
    actor.send({ type: 'CLICK_ITEM', id: 'delivery' });
    expect(pendingTimers(actor.getSnapshot())).toEqual([
      {
        delay: 'closeThenOpenDelay',
        ms: 650,
        eventType: 'xstate.after.closeThenOpenDelay.accordion.closingBeforeOpen',
      },
    ]);
  });

  it('finds timers of nested states', () => {
    const { actor } = startWithClock(mobileMenuMachine);
    actor.send({ type: 'TOGGLE' });
    expect(pendingTimers(actor.getSnapshot()).map((timer) => timer.ms)).toEqual([500]);
  });
});

describe('pendingTimers of delays written other ways', () => {
  const machine = setup({
    delays: { slowDelay: 900, fastDelay: 300, computedDelay: () => 100 },
  }).createMachine({
    id: 'timers',
    initial: 'waiting',
    states: {
      waiting: {
        after: { slowDelay: 'done', 450: 'done', fastDelay: 'done', computedDelay: 'done' },
      },
      done: {},
    },
  });

  it('lists every timer shortest first, a number by itself, and skips a computed delay', () => {
    const { actor } = startWithClock(machine);
    expect(pendingTimers(actor.getSnapshot())).toEqual([
      { delay: 'fastDelay', ms: 300, eventType: 'xstate.after.fastDelay.timers.waiting' },
      { delay: '450', ms: 450, eventType: 'xstate.after.450.timers.waiting' },
      { delay: 'slowDelay', ms: 900, eventType: 'xstate.after.slowDelay.timers.waiting' },
    ]);
  });

  it('lists nothing once the state that armed them is left', () => {
    const { actor, clock } = startWithClock(machine);
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('done');
    expect(pendingTimers(actor.getSnapshot())).toEqual([]);
  });
});
