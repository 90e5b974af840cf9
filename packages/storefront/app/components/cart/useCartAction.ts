import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale, useRootData } from '../../hooks/useRootData';
import { CART_FORM_INPUT, cartFormValue, type CartFormPayload } from '../../lib/commerce/cartForm';
import type { CartActionResult } from '../../lib/commerce/cartTypes';
import { localizePath } from '../../lib/i18n/locales';
import { throughFirstCartGate } from './firstCartGate';

interface Pending {
  resolve: (result: CartActionResult | undefined) => void;
  reject: (error: Error) => void;
  /** The fetcher's answer before this submission: every answer is a new object. */
  answerBefore: CartActionResult | undefined;
}

/**
 * Posts cart actions through a React Router fetcher (so the root cart revalidates after each one)
 * and hands the machines a promise: it settles once the fetcher is idle with a new answer, and
 * rejects when the cart route refused the action. The machines' timing (behaviour §4) stays in the
 * machines.
 *
 * It never waits to see the fetcher busy: React Router commits fetcher states in transitions, and
 * on a busy phone the short `submitting` and `loading` states can be skipped altogether, which
 * once left a drawer line `updating` for good.
 */
export function useCartAction(key: string) {
  const locale = useLocale();
  const fetcher = useFetcher<CartActionResult>({ key });
  const pending = useRef<Pending | null>(null);
  const cartExists = Boolean(useRootData()?.cart);
  const answer = useRef(fetcher.data);
  answer.current = fetcher.data;

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || fetcher.state !== 'idle' || fetcher.data === waiting.answerBefore) return;
    pending.current = null;
    if (fetcher.data && !fetcher.data.ok)
      waiting.reject(new Error(fetcher.data.error ?? 'The cart could not be changed.'));
    else waiting.resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const submit = useCallback(
    (payload: CartFormPayload, options: { redirectTo?: string; index?: boolean } = {}) =>
      new Promise<CartActionResult | undefined>((resolve, reject) => {
        // A newer submission on the same fetcher aborts the older one: its caller no longer waits.
        pending.current = { resolve, reject, answerBefore: answer.current };
        const form: Record<string, string> = { [CART_FORM_INPUT]: cartFormValue(payload) };
        if (options.redirectTo !== undefined) form.redirectTo = options.redirectTo;
        // Until the cart exists, writes go one after the other (the first-add race).
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
