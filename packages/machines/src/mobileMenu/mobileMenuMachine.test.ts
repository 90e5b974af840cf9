import { describe, expect, it } from 'vitest';
import { startWithClock } from '../testing/harness.js';
import { MOBILE_MENU_LOCK_MS, mobileMenuMachine } from './mobileMenuMachine.js';

describe('mobileMenuMachine', () => {
  it('starts closed with the toggle enabled', () => {
    const { actor } = startWithClock(mobileMenuMachine);
    expect(actor.getSnapshot().value).toEqual({ closed: 'unlocked' });
    expect(actor.getSnapshot().can({ type: 'TOGGLE' })).toBe(true);
  });

  it('disables the toggle for 500 ms after opening', () => {
    const { actor, clock } = startWithClock(mobileMenuMachine);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(499);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toEqual({ open: 'locked' });
    clock.increment(1);
    expect(actor.getSnapshot().can({ type: 'TOGGLE' })).toBe(true);
  });

  it('disables the toggle for 500 ms after closing', () => {
    const { actor, clock } = startWithClock(mobileMenuMachine);
    actor.send({ type: 'TOGGLE' });
    clock.increment(500);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toEqual({ closed: 'locked' });
    clock.increment(499);
    expect(actor.getSnapshot().can({ type: 'TOGGLE' })).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ closed: 'unlocked' });
  });

  it('closes on a followed link even while locked', () => {
    const { actor } = startWithClock(mobileMenuMachine);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toEqual({ closed: 'locked' });
  });

  it('uses the 500 ms lock of behaviour §9', () => {
    expect(MOBILE_MENU_LOCK_MS).toBe(500);
  });
});
