import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('starts with nothing copied', () => {
    const { actor } = startClipboard();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.text).toBe('');
  });

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

describe('clipboardMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('writes the text to the system clipboard and raises the flag', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { actor } = startWithClock(clipboardMachine);
    actor.send({ type: 'COPY', text: 'ATELIER13' });
    await flushPromises();
    expect(writeText).toHaveBeenCalledWith('ATELIER13');
    expect(actor.getSnapshot().value).toBe('copied');
  });

  it('logs a browser without a clipboard, for the developers, and never raises the flag', async () => {
    vi.stubGlobal('navigator', {});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = startWithClock(clipboardMachine);
    actor.send({ type: 'COPY', text: 'ATELIER13' });
    await flushPromises();
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Copy to clipboard failed',
      'Clipboard is not available in this browser',
    );
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
