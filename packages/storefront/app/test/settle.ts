import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/**
 * Turns the real event loop (while a test fakes only timeouts) so lazily imported parts and
 * settled promises reach the screen: at least ten turns, then as many more as `ready` needs. Each
 * turn is its own `act`, so React renders what the turn brought before `ready` looks. There is no
 * time limit of its own, since a busy machine takes longer than any fixed one: a condition that
 * never holds fails the test at its timeout (and the turning stops with the test).
 */
export async function settle(ready: () => boolean = () => true): Promise<void> {
  let testOver = false;
  onTestFinished(() => {
    testOver = true;
  });
  for (let turn = 0; !testOver && (turn < 10 || !ready()); turn++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}
