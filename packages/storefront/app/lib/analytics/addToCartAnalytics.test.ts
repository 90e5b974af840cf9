import { describe, expect, it, vi } from 'vitest';
import { announceAddToCart, onAddToCart } from './addToCartAnalytics';

const ring = {
  productGid: 'gid://shopify/Product/1',
  variantGid: 'gid://shopify/ProductVariant/2',
  name: 'Bague',
  brand: 'Atelier Treize',
  price: '120.0',
  quantity: 1,
};

describe('announcing an add-to-cart to the analytics runtime (behaviour §7)', () => {
  it('tells every listener the products added, and none after it unsubscribed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onAddToCart(first);
    const stopSecond = onAddToCart(second);
    announceAddToCart([ring]);
    expect(first).toHaveBeenCalledWith([ring]);
    expect(second).toHaveBeenCalledWith([ring]);
    stopFirst();
    announceAddToCart([ring, ring]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith([ring, ring]);
    stopSecond();
  });

  it('does nothing when nobody listens (no consent)', () => {
    expect(() => announceAddToCart([ring])).not.toThrow();
  });
});
