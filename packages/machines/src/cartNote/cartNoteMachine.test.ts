import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, startWithClock } from '../testing/harness.js';
import { cartFormSent, stubCartRoute } from '../testing/cartRoute.js';
import { NOTE_AUTO_SUBMIT_MS, cartNoteMachine } from './cartNoteMachine.js';

function startNote(answer: () => Promise<void> = async () => undefined) {
  const submit = vi.fn<(input: { note: string }) => Promise<void>>(() => answer());
  const logNoteFailure = vi.fn();
  const machine = cartNoteMachine.provide({
    actors: { submitCartNote: fromPromise<void, { note: string }>(({ input }) => submit(input)) },
    actions: { logNoteFailure },
  });
  return { ...startWithClock(machine, { note: 'old' }), submit, logNoteFailure };
}

describe('cartNoteMachine', () => {
  it('waits 1000 ms', () => {
    expect(NOTE_AUTO_SUBMIT_MS).toBe(1000);
  });

  it('submits 1000 ms after the last change, not before', () => {
    const { actor, clock, submit } = startNote();
    actor.send({ type: 'CHANGE', note: 'Gift wrap' });
    clock.increment(999);
    expect(submit).not.toHaveBeenCalled();
    clock.increment(1);
    expect(submit).toHaveBeenCalledWith({ note: 'Gift wrap' });
  });

  it('restarts the wait on each change and sends only the last note', () => {
    const { actor, clock, submit } = startNote();
    actor.send({ type: 'CHANGE', note: 'Gift' });
    clock.increment(999);
    actor.send({ type: 'CHANGE', note: 'Gift wrap' });
    clock.increment(999);
    expect(submit).not.toHaveBeenCalled();
    clock.increment(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ note: 'Gift wrap' });
  });

  it('records the saved note once the cart accepts it', async () => {
    const { actor, clock } = startNote();
    actor.send({ type: 'CHANGE', note: 'Gift wrap' });
    clock.increment(1000);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.savedNote).toBe('Gift wrap');
  });

  it('logs a failed update and keeps the last saved note', async () => {
    const { actor, clock, logNoteFailure } = startNote(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'CHANGE', note: 'Gift wrap' });
    clock.increment(1000);
    await flushPromises();
    expect(logNoteFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ note: 'Gift wrap', savedNote: 'old' });
  });
});

describe('cartNoteMachine at start', () => {
  it("starts from the cart's note, as saved", () => {
    const { actor } = startNote();
    expect(actor.getSnapshot().context).toEqual({ note: 'old', savedNote: 'old' });
  });

  it('starts empty when the cart has no note', () => {
    const { actor } = startWithClock(cartNoteMachine, {});
    expect(actor.getSnapshot().context).toEqual({ note: '', savedNote: '' });
  });
});

describe('cartNoteMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the note to the cart route 1000 ms after the last change', async () => {
    const cartRoute = stubCartRoute();
    const { actor, clock } = startWithClock(cartNoteMachine, { note: 'old' });
    actor.send({ type: 'CHANGE', note: 'Gift wrap' });
    clock.increment(1000);
    await flushPromises();
    expect(cartFormSent(cartRoute)).toEqual({
      url: '/cart',
      method: 'POST',
      cartFormInput: { action: 'NoteUpdate', inputs: { note: 'Gift wrap' } },
    });
    expect(actor.getSnapshot().context.savedNote).toBe('Gift wrap');
  });

  it('logs a note the cart route refused, for the developers, not the shopper', async () => {
    stubCartRoute(500);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, clock } = startWithClock(cartNoteMachine, { note: 'old' });
    actor.send({ type: 'CHANGE', note: 'Gift wrap' });
    clock.increment(1000);
    await flushPromises();
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Cart note update failed',
      'Cart action NoteUpdate failed with status 500',
    );
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
