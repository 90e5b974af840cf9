import { fireEvent } from '@testing-library/react';

/**
 * A primary-button press on `target` as a browser sends it: pointer down, up, then click. Radix's
 * dialogs report a press outside their panel on its click, not on the pointer down alone.
 */
export function press(target: Element): void {
  fireEvent.pointerDown(target, { button: 0 });
  fireEvent.pointerUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}
