import { describe, expect, it } from 'vitest';
import { restartDelay, workerCount } from './supervisor.mjs';

describe('the number of workers', () => {
  it('is one per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount(undefined, 2)).toBe(2);
    expect(workerCount('', 8)).toBe(8);
    expect(workerCount('1', 8)).toBe(1);
    expect(workerCount(' 3 ', 8)).toBe(3);
  });

  it('refuses what is not a whole number of workers, saying what it got', () => {
    for (const setting of ['0', '-1', '1.5', 'many', '1000'])
      expect(() => workerCount(setting, 2)).toThrow(
        `WEB_CONCURRENCY must be a number of workers from 1 to 999 (got "${setting}")`,
      );
  });
});

describe('restarting a worker', () => {
  it('is immediate after a worker that lived, and waits longer each time workers die young', () => {
    expect([0, 1, 2, 3, 4].map(restartDelay)).toEqual([0, 500, 1000, 2000, 4000]);
    expect(restartDelay(20)).toBe(30_000);
  });
});
