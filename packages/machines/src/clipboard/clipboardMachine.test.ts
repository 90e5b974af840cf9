import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flushPromises, startWithClock } from '../testing/harness.js';
import { CLIPBOARD_RESET_MS, clipboardMachine } from './clipboardMachine.js';

function startClipboard(write: () => Promise<void> = async () => undefined) {
  const machine = clipboardMachine.provide({
    actors: { writeClipboard: fromPromise<void, { text: string }>(() => write()) },
    actions: { logCopyFailure: () => undefined },
  });
  return startWithClock(machine);
}

describe('clipboardMachine', () => {
  it('resets the copied flag after 2000 ms, not before', async () => {
    const { actor, clock } = startClipboard();
    actor.send({ type: 'COPY', text: 'ATELIER13' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('copied');
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('copied');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(CLIPBOARD_RESET_MS).toBe(2000);
  });

  it('restarts the 2000 ms when copying again', async () => {
    const { actor, clock } = startClipboard();
    actor.send({ type: 'COPY', text: 'a' });
    await flushPromises();
    clock.increment(1999);
    actor.send({ type: 'COPY', text: 'b' });
    await flushPromises();
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('copied');
    expect(actor.getSnapshot().context.text).toBe('b');
  });

  it('never raises the flag when the copy fails', async () => {
    const { actor } = startClipboard(async () => {
      throw new Error('denied');
    });
    actor.send({ type: 'COPY', text: 'a' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
