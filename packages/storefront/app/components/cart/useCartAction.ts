import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale, useRootData } from '../../hooks/useRootData';
import { CART_FORM_INPUT, cartFormValue, type CartFormPayload } from '../../lib/commerce/cartForm';
import type { CartActionResult } from '../../lib/commerce/cartTypes';
import { localizePath } from '../../lib/i18n';
import { throughFirstCartGate } from './firstCartGate';

interface Pending {
  resolve: (result: CartActionResult | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * Posts cart actions through a React Router fetcher (so the root cart revalidates after each one)
 * and hands the machines a promise: it settles once the fetcher is idle again, and rejects when
 * the cart route refused the action. The machines' timing (spec §4) stays in the machines.
 */
export function useCartAction(key: string) {
  const locale = useLocale();
  const fetcher = useFetcher<CartActionResult>({ key });
  const pending = useRef<Pending | null>(null);
  const started = useRef(false);
  const cartExists = Boolean(useRootData()?.cart);

  useEffect(() => {
    if (fetcher.state !== 'idle') {
      started.current = true;
      return;
    }
    if (!started.current || !pending.current) return;
    started.current = false;
    const { resolve, reject } = pending.current;
    pending.current = null;
    if (fetcher.data && !fetcher.data.ok)
      reject(new Error(fetcher.data.error ?? 'The cart could not be changed.'));
    else resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const submit = useCallback(
    (payload: CartFormPayload, options: { redirectTo?: string; index?: boolean } = {}) =>
      new Promise<CartActionResult | undefined>((resolve, reject) => {
        // A newer submission on the same fetcher aborts the older one: its caller no longer waits.
        pending.current = { resolve, reject };
        started.current = false;
        const form: Record<string, string> = { [CART_FORM_INPUT]: cartFormValue(payload) };
        if (options.redirectTo !== undefined) form.redirectTo = options.redirectTo;
        // Until the cart exists, writes go one after the other (issue 13: the first-add race).
        void throughFirstCartGate(cartExists, () =>
          fetcher.submit(form, {
            method: 'post',
            action: localizePath(options.index ? '/cart?index' : '/cart', locale),
          }),
        );
      }),
    // `fetcher.submit` is stable across renders; the fetcher object itself is not.
    [fetcher.submit, locale, cartExists],
  );

  return { submit, state: fetcher.state, data: fetcher.data };
}
