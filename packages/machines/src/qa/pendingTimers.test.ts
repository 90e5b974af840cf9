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
