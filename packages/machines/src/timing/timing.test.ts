import { SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimerApi } from './timing.js';
import { LOADER_FRAME_MS, RESIZE_DEBOUNCE_MS, debounce } from './timing.js';

function simulatedTimers(clock: SimulatedClock): TimerApi {
  return {
    setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    clearTimeout: (handle) => clock.clearTimeout(handle as number),
  };
}

describe('timing', () => {
  it('uses the 250 ms of behaviour §9', () => {
    expect([LOADER_FRAME_MS, RESIZE_DEBOUNCE_MS]).toEqual([250, 250]);
  });

  it('calls once, 250 ms after the last call, with the last arguments', () => {
    const clock = new SimulatedClock();
    const callback = vi.fn();
    const onResize = debounce(callback, RESIZE_DEBOUNCE_MS, simulatedTimers(clock));
    onResize(1);
    clock.increment(249);
    onResize(2);
    clock.increment(249);
    expect(callback).not.toHaveBeenCalled();
    clock.increment(1);
    expect(callback).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('can be cancelled', () => {
    const clock = new SimulatedClock();
    const callback = vi.fn();
    const onResize = debounce(callback, RESIZE_DEBOUNCE_MS, simulatedTimers(clock));
    onResize();
    onResize.cancel();
    clock.increment(250);
    expect(callback).not.toHaveBeenCalled();
  });

  it('clears only a timer that is still pending', () => {
    const clock = new SimulatedClock();
    const timers = simulatedTimers(clock);
    const clearTimeout = vi.spyOn(timers, 'clearTimeout');
    const onResize = debounce(() => undefined, RESIZE_DEBOUNCE_MS, timers);
    onResize();
    expect(clearTimeout).not.toHaveBeenCalled();
    clock.increment(250);
    onResize();
    onResize.cancel();
    onResize.cancel();
    expect(clearTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('debounce on the page clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 250 ms by default and can be cancelled', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const onResize = debounce(callback);
    onResize('first');
    vi.advanceTimersByTime(249);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledExactlyOnceWith('first');
    onResize('second');
    onResize.cancel();
    vi.advanceTimersByTime(250);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
