import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, flushPromises, startWithClock } from '../testing/harness.js';
import { cartFormSent, stubCartRoute } from '../testing/cartRoute.js';
import { cartLineMachine } from './cartLineMachine.js';
import { canDecrease, nextQuantity } from './quantity.js';

function startLine(quantity: number, answer: () => Promise<void> = async () => undefined) {
  const update = vi.fn<(input: { lineId: string; quantity: number }) => Promise<void>>(() =>
    answer(),
  );
  const remove = vi.fn<(input: { lineId: string }) => Promise<void>>(() => answer());
  const machine = cartLineMachine.provide({
    actors: {
      updateCartLine: fromPromise<void, { lineId: string; quantity: number }>(({ input }) =>
        update(input),
      ),
      removeCartLine: fromPromise<void, { lineId: string }>(({ input }) => remove(input)),
    },
    actions: { logLineFailure: () => undefined },
  });
  return { ...startWithClock(machine, { lineId: 'line-1', quantity }), update, remove };
}

describe('quantity helpers', () => {
  it('disables decrease at 1 or less', () => {
    expect([0, 1, 2].map(canDecrease)).toEqual([false, false, true]);
  });

  it('never goes below 0', () => {
    expect(nextQuantity(0, -1)).toBe(0);
    expect(nextQuantity(2, -1)).toBe(1);
    expect(nextQuantity(2, 1)).toBe(3);
  });
});

describe('cartLineMachine', () => {
  it('refuses to decrease at quantity 1', () => {
    const { actor } = startLine(1);
    expect(actor.getSnapshot().can({ type: 'DECREASE' })).toBe(false);
  });

  it('shows the pending quantity while updating, then confirms it', async () => {
    const answer = deferred<void>();
    const { actor, update } = startLine(2, () => answer.promise);
    actor.send({ type: 'DECREASE' });
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 2, pendingQuantity: 1 });
    expect(update).toHaveBeenCalledWith({ lineId: 'line-1', quantity: 1 });
    answer.resolve();
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 1, pendingQuantity: null });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('drops the pending quantity when the update fails', async () => {
    const { actor } = startLine(1, async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'INCREASE' });
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 1, pendingQuantity: null });
  });

  it('ignores quantity buttons while an update is pending', () => {
    const { actor } = startLine(2, () => new Promise(() => undefined));
    actor.send({ type: 'INCREASE' });
    expect(actor.getSnapshot().can({ type: 'INCREASE' })).toBe(false);
  });

  it('is removing (faded) until the line is gone', async () => {
    const answer = deferred<void>();
    const { actor, remove } = startLine(2, () => answer.promise);
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().value).toBe('removing');
    expect(remove).toHaveBeenCalledWith({ lineId: 'line-1' });
    answer.resolve();
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('comes back when the removal fails', async () => {
    const { actor } = startLine(2, async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'REMOVE' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('follows the quantity the cart reports, never below 0', () => {
    const { actor } = startLine(2);
    actor.send({ type: 'SYNC', quantity: -3 });
    expect(actor.getSnapshot().context.quantity).toBe(0);
    actor.send({ type: 'SYNC', quantity: 4 });
    expect(actor.getSnapshot().context.quantity).toBe(4);
  });
});

describe('cartLineMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the new quantity of the line to the cart route', async () => {
    const cartRoute = stubCartRoute();
    const actor = createActor(cartLineMachine, { input: { lineId: 'line-1', quantity: 2 } });
    actor.start();
    actor.send({ type: 'INCREASE' });
    await flushPromises();
    expect(cartFormSent(cartRoute)).toEqual({
      url: '/cart',
      method: 'POST',
      cartFormInput: { action: 'LinesUpdate', inputs: { lines: [{ id: 'line-1', quantity: 3 }] } },
    });
    expect(actor.getSnapshot().context.quantity).toBe(3);
  });

  it('posts the removal of the line to the cart route', async () => {
    const cartRoute = stubCartRoute();
    const actor = createActor(cartLineMachine, { input: { lineId: 'line-1', quantity: 2 } });
    actor.start();
    actor.send({ type: 'REMOVE' });
    await flushPromises();
    expect(cartFormSent(cartRoute)).toEqual({
      url: '/cart',
      method: 'POST',
      cartFormInput: { action: 'LinesRemove', inputs: { lineIds: ['line-1'] } },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['an update', { type: 'INCREASE' } as const],
    ['a removal', { type: 'REMOVE' } as const],
  ])('logs %s the cart route refused, for the developers, not the shopper', async (_, event) => {
    stubCartRoute(500);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(cartLineMachine, { input: { lineId: 'line-1', quantity: 2 } });
    actor.start();
    actor.send(event);
    await flushPromises();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe('[@treize/machines] Cart line update failed');
    expect(String(consoleError.mock.calls[0]?.[1])).toMatch(/failed with status 500/);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 2, pendingQuantity: null });
  });
});
