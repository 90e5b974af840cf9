import { describe, expect, it } from 'vitest';
import { startWithClock } from '../testing/harness.js';
import { cartDrawerMachine } from './cartDrawerMachine.js';

describe('cartDrawerMachine', () => {
  it('opens when the cart button is pressed', () => {
    const { actor } = startWithClock(cartDrawerMachine);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('opens by itself once an add-to-cart submission has finished', () => {
    const { actor } = startWithClock(cartDrawerMachine);
    actor.send({ type: 'ADD_TO_CART_STARTED' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'ADD_TO_CART_FINISHED' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.isAddToCartPending).toBe(false);
  });

  it('does not open on a finish without a submission', () => {
    const { actor } = startWithClock(cartDrawerMachine);
    expect(actor.getSnapshot().can({ type: 'ADD_TO_CART_FINISHED' })).toBe(false);
  });

  it('does not reopen for a submission that finished while it was open', () => {
    const { actor } = startWithClock(cartDrawerMachine);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'ADD_TO_CART_STARTED' });
    actor.send({ type: 'ADD_TO_CART_FINISHED' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'ADD_TO_CART_FINISHED' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each(['CLOSE', 'CLICK_OUTSIDE', 'CLICK_LINK'] as const)('closes on %s', (type) => {
    const { actor } = startWithClock(cartDrawerMachine);
    actor.send({ type: 'OPEN' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
