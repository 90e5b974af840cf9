import { describe, expect, it } from 'vitest';
import { isTransportFailure, withDeadline } from './backend.server';

/** An attempt that never answers unless its signal aborts (a frozen backend). */
const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('withDeadline', () => {
  it('gives up on a hanging backend after every attempt timed out', async () => {
    let attempts = 0;
    const started = Date.now();
    const error = await withDeadline(
      (signal) => {
        attempts += 1;
        return hang(signal);
      },
      { timeoutMs: 60, retries: 1 },
      isTransportFailure,
    ).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
    expect(attempts).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers from the retry when the backend recovers', async () => {
    let attempts = 0;
    const value = await withDeadline(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('fetch failed');
        return 'ok';
      },
      { timeoutMs: 500, retries: 1 },
      isTransportFailure,
    );
    expect(value).toBe('ok');
  });

  it('does not retry a failure the backend will not recover from', async () => {
    let attempts = 0;
    await expect(
      withDeadline(
        async () => {
          attempts += 1;
          throw new Error('bad query');
        },
        { timeoutMs: 500, retries: 3 },
        isTransportFailure,
      ),
    ).rejects.toThrow('bad query');
    expect(attempts).toBe(1);
  });
});
