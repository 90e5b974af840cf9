import { waitFor } from '@testing-library/react';

/**
 * Makes `gesture` again until `heard()` holds. Radix attaches a dialog's Escape listener in an
 * effect and its outside-pointer listener a timer after that, once the dialog is on screen: on a
 * busy machine that comes later than any fixed pause a test could choose, and a gesture made
 * before is simply not heard (as a shopper's would not be). Fails like `waitFor` if it never is.
 */
export async function repeatUntilHeard(gesture: () => void, heard: () => boolean): Promise<void> {
  await waitFor(() => {
    if (!heard()) gesture();
    if (!heard()) throw new Error('the gesture has not been heard yet');
  });
}
