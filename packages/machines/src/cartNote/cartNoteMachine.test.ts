import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, startWithClock } from '../testing/harness.js';
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
