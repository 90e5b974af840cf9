import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** Spec §9: the library default auto-close is 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error';
}

interface ToastApi {
  show(message: string, kind?: Toast['kind']): void;
}

const ToastContext = createContext<ToastApi>({ show: () => {} });

/** Shows a toast; the area keeps one at a time (spec §9 "Shell toasts: limit 1"). */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** The toast area of the shell: one toast, click to close, no progress bar (spec §2). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((message: string, kind: Toast['kind'] = 'info') => {
    setToast({ id: Date.now(), message, kind });
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-area" role="status" aria-live="polite" data-slot="toast-area">
        {toast ? (
          <button type="button" className="toast" data-kind={toast.kind} onClick={() => setToast(null)}>
            {toast.message}
          </button>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
