import type { ShopifyAnalyticsProduct } from '@shopify/hydrogen-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale, useRootData, useTranslate } from '../../hooks/useRootData';
import { announceAddToCart } from '../../lib/analytics/addToCartAnalytics';
import { localizePath } from '../../lib/i18n';
import { throughFirstCartGate } from '../cart/firstCartGate';
import { useToast } from '../shell/Toasts';

/** The `cartFormInput` payload of spec §3/§7 for adding one variant. */
export function linesAddInput(merchandiseId: string, quantity = 1): string {
  return JSON.stringify({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId, quantity }] } });
}

/**
 * Add-to-cart form posting `cartFormInput` to `{locale prefix}/cart`. The cart drawer (next issue)
 * opens when this fetcher (key `add-to-cart`) has finished submitting (spec §4).
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
  const wasSubmitting = useRef(false);
  const cartExists = Boolean(useRootData()?.cart);

  useEffect(() => {
    if (fetcher.state !== 'idle') {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current || !fetcher.data) return;
    wasSubmitting.current = false;
    if (fetcher.data.ok && analyticsProduct) announceAddToCart([analyticsProduct]);
    toast.show(
      fetcher.data.ok ? t('product.added') : (fetcher.data.error ?? t('product.addFailed')),
      fetcher.data.ok ? 'info' : 'error',
    );
  }, [fetcher.state, fetcher.data, toast, t, analyticsProduct]);

  const disabled = !merchandiseId || !available;
  const action = localizePath('/cart', locale);
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="add-to-cart"
      data-slot="add-to-cart"
      onSubmit={(event) => {
        // A second first add waits for the cart the first one creates (issue 13), so both lines
        // land in the cart the browser keeps.
        event.preventDefault();
        const form = event.currentTarget;
        void throughFirstCartGate(cartExists, () =>
          fetcher.submit(form, { method: 'post', action }),
        );
      }}
    >
      {merchandiseId ? (
        <input type="hidden" name="cartFormInput" value={linesAddInput(merchandiseId)} />
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={disabled || fetcher.state !== 'idle'}
      >
        {available ? t('product.addToCart') : t('product.soldOut')}
      </button>
    </fetcher.Form>
  );
}
