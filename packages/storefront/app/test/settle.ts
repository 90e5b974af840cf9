import { act } from '@testing-library/react';

/**
 * Turns the real event loop (while a test fakes only timeouts) so lazily imported parts and
 * settled promises reach the screen: at least ten turns, then more until `ready` holds or 5 s of
 * wall time pass. A saturated two-core CI machine needed more than the ten turns that are enough on
 * a quiet one; the assertions that follow still fail if what they expect never comes.
 */
export async function settle(ready: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + 5_000;
  await act(async () => {
    for (let turn = 0; turn < 10 || (!ready() && Date.now() < deadline); turn++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
}
