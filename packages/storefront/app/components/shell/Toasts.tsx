import type { ReactNode } from 'react';
import { lazyComponent } from '../lazyComponent';

interface ToastApi {
  show(message: string, kind?: 'info' | 'success' | 'error'): void;
}

// react-toastify arrives after the first paint (first-load JS): no toast shows before a
// shopper acts, and a toast asked for before the area mounted is queued by react-toastify.
const loadToasts = () => import('./frameIslands');
const ToastArea = lazyComponent(() => loadToasts().then((ui) => ui.ToastArea));

const api: ToastApi = {
  show: (message, kind = 'info') => {
    void loadToasts().then(({ showToast }) => showToast(message, kind));
  },
};

/** Shows a toast in the shell's area (one at a time, click to close; behaviour §2, §9). */
export function useToast(): ToastApi {
  return api;
}

/** The shell's toast area from `@treize/ui` (react-toastify with the shell options). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastArea />
    </>
  );
}
