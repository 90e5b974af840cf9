import type { ReactNode } from 'react';
import {
  toast,
  ToastContainer,
  type Id,
  type ToastContainerProps,
  type ToastOptions,
} from 'react-toastify/unstyled';
import * as styles from './Toast.css.js';
import { contactToastOptions, shellToastOptions, type ToastKind } from './toastOptions.js';

export type ToastAreaProps = Omit<
  ToastContainerProps,
  'limit' | 'closeOnClick' | 'hideProgressBar'
>;

/**
 * The shell's toast area: one toast at a time, click to close, no progress bar (behaviour §2, §9).
 * Render it once, near the root of the page.
 */
export function ToastArea(props: ToastAreaProps) {
  return (
    <div className={styles.area} data-slot="toast-area">
      <ToastContainer {...shellToastOptions} {...props} />
    </div>
  );
}

/** Shows a toast of the given kind with the library defaults; returns its id. */
export function showToast(
  message: ReactNode,
  kind: ToastKind = 'info',
  options: ToastOptions = {},
): Id {
  return toast(message, { type: kind, ...options });
}

/** Shows the contact form's outcome: top-centre, kept 35,000,000 ms (behaviour §9). */
export function showContactToast(message: ReactNode, kind: Exclude<ToastKind, 'info'>): Id {
  return showToast(message, kind, contactToastOptions);
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: Id): void {
  toast.dismiss(id);
}
