import { describe, expect, it } from 'vitest';
import { startWithClock } from '../testing/harness.js';
import { wishlistDrawerMachine } from './wishlistDrawerMachine.js';

describe('wishlistDrawerMachine', () => {
  it('starts closed and opens on the header icon', () => {
    const { actor } = startWithClock(wishlistDrawerMachine);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it.each(['CLOSE', 'CLICK_OUTSIDE', 'CLICK_LINK'] as const)('closes on %s', (type) => {
    const { actor } = startWithClock(wishlistDrawerMachine);
    actor.send({ type: 'OPEN' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores closing events while closed', () => {
    const { actor } = startWithClock(wishlistDrawerMachine);
    expect(actor.getSnapshot().can({ type: 'CLICK_OUTSIDE' })).toBe(false);
  });

  it('is named wishlistDrawer, as the QA panel and the inspector list it', () => {
    expect(wishlistDrawerMachine.id).toBe('wishlistDrawer');
  });
});
