import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BACKEND_POLICY,
  isTransportFailure,
  outsideRequestDeadline,
  requestTimeLeftMs,
  withDeadline,
  withRequestDeadline,
} from './backend.server';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An attempt that never answers unless its signal aborts (a frozen backend). */
const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    // As fetch does, a signal aborted already fails the call at once.
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

describe('withDeadline', () => {
  it('gives up on a hanging backend after every attempt timed out', async () => {
    // The deadlines run on the test's clock, so a busy machine cannot stretch them.
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const deadline = new AbortController();
      setTimeout(() => deadline.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return deadline.signal;
    });
    let attempts = 0;
    let outcome: unknown;
    void withDeadline(
      (signal) => {
        attempts += 1;
        return hang(signal);
      },
      { timeoutMs: 60, retries: 1 },
      isTransportFailure,
    ).catch((e: unknown) => (outcome = e));
    // 60 ms for the first attempt, the 100 ms pause, 60 ms for the retry.
    await vi.advanceTimersByTimeAsync(219);
    expect(outcome).toBeUndefined();
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((outcome as Error).name).toBe('TimeoutError');
    expect(attempts).toBe(2);
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

describe('withDeadline, attempt by attempt', () => {
  it('gives each attempt its own deadline signal of timeoutMs', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const signals: AbortSignal[] = [];
    await withDeadline(
      async (signal) => {
        signals.push(signal);
        if (signals.length === 1) throw new TypeError('fetch failed');
        return 'ok';
      },
      { timeoutMs: 750, retries: 1 },
      isTransportFailure,
    );
    expect(timeout.mock.calls).toEqual([[750], [750]]);
    expect(signals[0]).not.toBe(signals[1]);
  });

  it('makes exactly 1 + retries attempts, 100 ms apart', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const outcome = withDeadline(
      async () => {
        times.push(Date.now());
        throw new TypeError('fetch failed');
      },
      { timeoutMs: 500, retries: 2 },
      isTransportFailure,
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(99);
    expect(times).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(times.map((time) => time - times[0]!)).toEqual([0, 100, 200]);
    expect(await outcome).toBeInstanceOf(TypeError);
  });

  it('by default waits 4 s for an answer and retries once', () => {
    expect(DEFAULT_BACKEND_POLICY).toEqual({
      timeoutMs: 4_000,
      retries: 1,
      requestBudgetMs: 8_000,
    });
  });
});

describe('isTransportFailure (the backend did not answer)', () => {
  it('is a timeout, an abort or a failed fetch', () => {
    // What AbortSignal.timeout and abort() reject with.
    expect(isTransportFailure(new DOMException('late', 'TimeoutError'))).toBe(true);
    expect(isTransportFailure(new DOMException('gone', 'AbortError'))).toBe(true);
    expect(isTransportFailure(new DOMException('other', 'NotFoundError'))).toBe(false);
    expect(isTransportFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is a refused, reset, timed-out or broken connection, named in the message or its cause', () => {
    for (const message of [
      'connect ECONNREFUSED 127.0.0.1:4100',
      'read ECONNRESET',
      'connect ETIMEDOUT',
      'write EPIPE',
      'socket hang up',
      'Fetch failed',
      'request timed out',
    ]) {
      expect(isTransportFailure(new Error(message))).toBe(true);
    }
    expect(isTransportFailure(new Error('request', { cause: new Error('ECONNREFUSED') }))).toBe(
      true,
    );
  });

  it('is not a bug, a bad answer, or something that is not an error', () => {
    expect(isTransportFailure(new Error('Cannot query field "x" on type "Shop"'))).toBe(false);
    expect(isTransportFailure(new RangeError('bad'))).toBe(false);
    expect(isTransportFailure({ name: 'TimeoutError', message: 'ECONNREFUSED' })).toBe(false);
    expect(isTransportFailure('ECONNREFUSED')).toBe(false);
    expect(isTransportFailure(new Error('no cause'))).toBe(false);
  });
});

describe('one budget per incoming request', () => {
  it('is shared by every attempt, retry and call of the request', async () => {
    const started = Date.now();
    const signals: AbortSignal[] = [];
    const call = () =>
      withDeadline(
        (signal) => {
          signals.push(signal);
          return hang(signal);
        },
        { timeoutMs: 1_000, retries: 1 },
        isTransportFailure,
      ).catch((e: unknown) => e as Error);
    const [first, second] = await withRequestDeadline(300, async () => [
      await call(),
      await call(),
    ]);
    // Two calls of two attempts of 1 s each would take 4 s; the request's 300 ms bound them all.
    expect(Date.now() - started).toBeLessThan(700);
    expect(first?.name).toBe('TimeoutError');
    expect(second?.name).toBe('TimeoutError');
    // The second call found the budget spent: its one attempt was refused before it was sent.
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(true);
  });

  it('leaves calls outside a request, or detached from it, to their own deadlines', async () => {
    expect(requestTimeLeftMs()).toBe(Infinity);
    await withRequestDeadline(1_000, async () => {
      expect(requestTimeLeftMs()).toBeGreaterThan(900);
      expect(requestTimeLeftMs()).toBeLessThanOrEqual(1_000);
      expect(outsideRequestDeadline(() => requestTimeLeftMs())).toBe(Infinity);
    });
  });

  it('gives 8 s to a request by default, within the 10 s a page must answer in', () => {
    expect(DEFAULT_BACKEND_POLICY.requestBudgetMs).toBe(8_000);
  });
});
