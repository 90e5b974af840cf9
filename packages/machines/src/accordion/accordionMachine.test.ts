import { describe, expect, it } from 'vitest';
import { startWithClock } from '../testing/harness.js';
import {
  ACCORDION_ANIMATION_MS,
  ACCORDION_NONE,
  CLOSE_THEN_OPEN_DELAY_MS,
  OUTSIDE_CLICK_DELAY_MS,
  accordionMachine,
} from './accordionMachine.js';

function openedOn(id: string) {
  const started = startWithClock(accordionMachine, {});
  started.actor.send({ type: 'CLICK_ITEM', id });
  started.clock.increment(525);
  return started;
}

describe('accordionMachine', () => {
  it('uses the spec timings', () => {
    expect([ACCORDION_ANIMATION_MS, CLOSE_THEN_OPEN_DELAY_MS, OUTSIDE_CLICK_DELAY_MS]).toEqual([
      525, 650, 50,
    ]);
  });

  describe('given nothing is open', () => {
    it("starts with item '0', meaning none", () => {
      const { actor } = startWithClock(accordionMachine, {});
      // Behaviour §4 Accordion: '0' means none.
      expect(actor.getSnapshot().context.openItem).toBe('0');
      expect(ACCORDION_NONE).toBe('0');
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('opens the clicked item and animates for 525 ms', () => {
      const { actor, clock } = startWithClock(accordionMachine, {});
      actor.send({ type: 'CLICK_ITEM', id: 'care' });
      expect(actor.getSnapshot().context.openItem).toBe('care');
      clock.increment(524);
      expect(actor.getSnapshot().value).toBe('opening');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('ignores an outside click', () => {
      const { actor } = startWithClock(accordionMachine, {});
      expect(actor.getSnapshot().can({ type: 'CLICK_OUTSIDE' })).toBe(false);
    });
  });

  describe('given an item is open', () => {
    it('keeps only one item open at a time', () => {
      const { actor, clock } = openedOn('care');
      actor.send({ type: 'CLICK_ITEM', id: 'delivery' });
      clock.increment(650 + 525);
      expect(actor.getSnapshot().context.openItem).toBe('delivery');
    });

    it('closes it when it is clicked again', () => {
      const { actor, clock } = openedOn('care');
      actor.send({ type: 'CLICK_ITEM', id: 'care' });
      expect(actor.getSnapshot().context.openItem).toBe(ACCORDION_NONE);
      expect(actor.getSnapshot().value).toBe('closing');
      clock.increment(525);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('closes it, then opens the clicked one 650 ms later', () => {
      const { actor, clock } = openedOn('care');
      actor.send({ type: 'CLICK_ITEM', id: 'delivery' });
      expect(actor.getSnapshot().context.openItem).toBe(ACCORDION_NONE);
      clock.increment(649);
      expect(actor.getSnapshot().context.openItem).toBe(ACCORDION_NONE);
      clock.increment(1);
      expect(actor.getSnapshot().context.openItem).toBe('delivery');
      expect(actor.getSnapshot().value).toBe('opening');
    });

    it('closes everything 50 ms after an outside click', () => {
      const { actor, clock } = openedOn('care');
      actor.send({ type: 'CLICK_OUTSIDE' });
      clock.increment(49);
      expect(actor.getSnapshot().context.openItem).toBe('care');
      clock.increment(1);
      expect(actor.getSnapshot().context.openItem).toBe(ACCORDION_NONE);
      clock.increment(525);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('starts open on the item given as input', () => {
      const { actor } = startWithClock(accordionMachine, { openItem: 'care' });
      expect(actor.getSnapshot().context.openItem).toBe('care');
    });
  });

  describe('while an animation runs', () => {
    it('ignores item clicks until the 525 ms animation ends', () => {
      const { actor, clock } = startWithClock(accordionMachine, {});
      actor.send({ type: 'CLICK_ITEM', id: 'care' });
      clock.increment(524);
      actor.send({ type: 'CLICK_ITEM', id: 'delivery' });
      expect(actor.getSnapshot().context.openItem).toBe('care');
      clock.increment(1);
      expect(actor.getSnapshot().can({ type: 'CLICK_ITEM', id: 'delivery' })).toBe(true);
    });

    it('ignores clicks during the close-then-open wait', () => {
      const { actor, clock } = openedOn('care');
      actor.send({ type: 'CLICK_ITEM', id: 'delivery' });
      actor.send({ type: 'CLICK_ITEM', id: 'size' });
      clock.increment(650);
      expect(actor.getSnapshot().context.openItem).toBe('delivery');
    });
  });
});
