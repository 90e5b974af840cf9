import { describe, expect, it, vi } from 'vitest';
import { holdHydrationMark, whenIslandsHydrated } from './hydrationMark';

// The count is the page's: every test releases every island it holds.
describe('the hydration mark waits for every island', () => {
  it('runs at once when no island waits', () => {
    const callback = vi.fn();
    const cancel = whenIslandsHydrated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancel()).toBeUndefined();
  });

  it('runs once the last waiting island is hydrated, not before, and only once', () => {
    const first = holdHydrationMark();
    const second = holdHydrationMark();
    const callback = vi.fn();
    whenIslandsHydrated(callback);
    first();
    // Releasing the same island twice does not count the other one as hydrated.
    first();
    expect(callback).not.toHaveBeenCalled();
    second();
    expect(callback).toHaveBeenCalledTimes(1);
    const later = holdHydrationMark();
    later();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs every waiting callback, but not a cancelled one', () => {
    const island = holdHydrationMark();
    const kept = vi.fn();
    const other = vi.fn();
    const cancelled = vi.fn();
    whenIslandsHydrated(kept);
    whenIslandsHydrated(other);
    whenIslandsHydrated(cancelled)();
    island();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
