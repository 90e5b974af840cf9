import { accordionMachine } from '@treize/machines';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { InspectableClock } from './InspectableClock.js';

function start() {
  const clock = new InspectableClock();
  const actor = createActor(accordionMachine, { input: {}, clock });
  clock.attach(actor);
  actor.start();
  return { clock, actor };
}

describe('InspectableClock', () => {
  it('lists a scheduled after-transition with its time left on simulated time', () => {
    const { clock, actor } = start();
    expect(clock.pending()).toEqual([]);
    actor.send({ type: 'CLICK_ITEM', id: 'care' });
    expect(clock.pending()).toEqual([
      {
        id: expect.any(String),
        eventType: 'xstate.after.accordionAnimation.accordion.opening',
        delay: 525,
        remaining: 525,
      },
    ]);
    clock.increment(100);
    expect(clock.pending()[0]?.remaining).toBe(425);
  });

  it('forgets timers that fired and lists the ones they scheduled', () => {
    const { clock, actor } = start();
    actor.send({ type: 'CLICK_ITEM', id: 'care' });
    clock.increment(525);
    actor.send({ type: 'CLICK_ITEM', id: 'delivery' });
    clock.increment(650);
    expect(actor.getSnapshot().value).toBe('opening');
    expect(clock.pending().map((timer) => [timer.eventType, timer.remaining])).toEqual([
      ['xstate.after.accordionAnimation.accordion.opening', 525],
    ]);
  });
});
