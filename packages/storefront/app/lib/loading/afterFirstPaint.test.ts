import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    // Undone here, not in the test, so a failing expectation cannot leave the fake behind.
    vi.unstubAllGlobals();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('waits for a frame, then for the task after it (the frame’s paint)', async () => {
    let paint: (() => void) | undefined;
    const isDone = settled(
      afterFirstPaint((callback) => {
        paint = callback;
      }),
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(false);
    paint!();
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it(`gives up waiting after ${FIRST_PAINT_WAIT_MS} ms when no frame comes (a hidden tab)`, async () => {
    const isDone = settled(afterFirstPaint(() => undefined));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('uses the browser’s animation frames by default', async () => {
    const frames = vi.fn((callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    vi.stubGlobal('requestAnimationFrame', frames);
    const isDone = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveBeenCalledTimes(1);
    expect(isDone()).toBe(true);
  });
});
