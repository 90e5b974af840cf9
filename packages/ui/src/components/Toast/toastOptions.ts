import type { ToastContainerProps, ToastOptions } from 'react-toastify/unstyled';

/** Library defaults (behaviour §9 Toasts): top-right, auto-close after 5000 ms, drag to dismiss at 80 %. */
export const toastDefaults = {
  position: 'top-right',
  autoClose: 5000,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

/** The shell's toast area (behaviour §2, §9): one toast at a time, click to close, no progress bar. */
export const shellToastOptions = {
  ...toastDefaults,
  limit: 1,
  closeOnClick: true,
  hideProgressBar: true,
} as const satisfies ToastContainerProps;

/** Contact form toasts (behaviour §9): top-centre, kept for 35,000,000 ms, in practice until closed. */
export const contactToastOptions = {
  position: 'top-center',
  autoClose: 35_000_000,
} as const satisfies ToastOptions;

export const toastKinds = ['info', 'success', 'error'] as const;
export type ToastKind = (typeof toastKinds)[number];
