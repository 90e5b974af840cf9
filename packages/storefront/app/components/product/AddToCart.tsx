import type { ShopifyAnalyticsProduct } from '@shopify/hydrogen-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale, useRootData, useTranslate } from '../../hooks/useRootData';
import { announceAddToCart } from '../../lib/analytics/addToCartAnalytics';
import { localizePath } from '../../lib/i18n/locales';
import { queueCartAdd, tellCartAdd } from '../cart/cartAddSignal';
import { throughFirstCartGate } from '../cart/firstCartGate';
import { useToast } from '../shell/Toasts';
import { primaryButton } from '../button.css';

/** The `cartFormInput` payload of behaviour §3/§7 for adding one variant. */
export function linesAddInput(merchandiseId: string, quantity = 1): string {
  return JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity }] } });
}

/**
 * Add-to-cart form posting `cartFormInput` to `{locale prefix}/cart`. It tells the cart button
 * when each add starts and finishes (`cartAddSignal`), so the drawer opens once the line is in the
 * cart (behaviour §4); the toast follows each answer.
 */
export function AddToCart({
  merchandiseId,
  available,
  analyticsProduct,
}: {
  merchandiseId: string | undefined;
  available: boolean;
  /** The §3 analytics fields of what this button adds, announced once the add succeeded. */
  analyticsProduct?: ShopifyAnalyticsProduct;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const toast = useToast();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: 'add-to-cart' });
  const cartExists = Boolean(useRootData()?.cart);

  // Each answer is a new object; the one present at mount belongs to an earlier page's add. The
  // answer is there while the cart still revalidates: it counts once the fetcher is idle, so the
  // analytics event carries the cart the add created.
  const answered = useRef(fetcher.data);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || answer === answered.current) return;
    answered.current = answer;
    if (answer.ok && analyticsProduct) announceAddToCart([analyticsProduct]);
    toast.show(
      answer.ok ? t('product.added') : (answer.error ?? t('product.addFailed')),
      answer.ok ? 'info' : 'error',
    );
  }, [fetcher.state, fetcher.data, toast, t, analyticsProduct]);

  const disabled = !merchandiseId || !available;
  const action = localizePath('/cart', locale);
  return (
    <fetcher.Form
      method="post"
      action={action}
      data-slot="add-to-cart"
      onSubmit={(event) => {
        // Adds go one after the other, and a first add waits for the cart the one before creates
        //, so every line lands in the cart the browser keeps.
        event.preventDefault();
        const form = event.currentTarget;
        tellCartAdd('started');
        void queueCartAdd(() =>
          throughFirstCartGate(cartExists, () => fetcher.submit(form, { method: 'post', action })),
        ).then(() => tellCartAdd('finished'));
      }}
    >
      {merchandiseId ? (
        <input type="hidden" name="cartFormInput" value={linesAddInput(merchandiseId)} />
      ) : null}
      <button
        type="submit"
        className={primaryButton}
        disabled={disabled || fetcher.state !== 'idle'}
      >
        {available ? t('product.addToCart') : t('product.soldOut')}
      </button>
    </fetcher.Form>
  );
}
