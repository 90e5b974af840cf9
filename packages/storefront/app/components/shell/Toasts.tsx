import { ToastArea, showToast } from '@treize/ui';
import type { ReactNode } from 'react';

interface ToastApi {
  show(message: string, kind?: 'info' | 'success' | 'error'): void;
}

const api: ToastApi = {
  show: (message, kind = 'info') => {
    showToast(message, kind);
  },
};

/** Shows a toast in the shell's area (one at a time, click to close; spec §2, §9). */
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
