import type { ShopifyAnalyticsProduct } from '@shopify/hydrogen-react';

/** Listeners told when a product was added; only the analytics runtime (with consent) listens. */
type AddToCartListener = (products: ShopifyAnalyticsProduct[]) => void;

const listeners = new Set<AddToCartListener>();

/**
 * Tells the analytics runtime that the shopper added products (behaviour §7 add-to-cart with the §3
 * analytics product fields). Without consent nobody listens and nothing happens: the cart code
 * needs no knowledge of consent, and the analytics code stays out of the first load.
 */
export function announceAddToCart(products: ShopifyAnalyticsProduct[]): void {
  for (const listener of listeners) listener(products);
}

/** Subscribes to {@link announceAddToCart}; returns the unsubscribe function. */
export function onAddToCart(listener: AddToCartListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
