import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './storage.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function storageEvent(key: string, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

describe('browserStorage in a browser', () => {
  it('reads and writes localStorage', () => {
    const items = new Map<string, string>([['wishlist-products-ids', '["p1"]']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
    expect(browserStorage.read('wishlist-products-ids')).toBe('["p1"]');
    expect(browserStorage.read('other')).toBeNull();
    browserStorage.write('wishlist-products-ids', '["p2"]');
    expect(items.get('wishlist-products-ids')).toBe('["p2"]');
  });

  it('reads nothing and writes nothing where localStorage throws (Safari private mode)', () => {
    vi.stubGlobal('window', new EventTarget());
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(browserStorage.read('k')).toBeNull();
      expect(() => browserStorage.write('k', 'v')).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('reports what another tab stored under the key, until unsubscribed', () => {
    const tab = new EventTarget();
    vi.stubGlobal('window', tab);
    const listener = vi.fn();
    const unsubscribe = browserStorage.subscribe('wishlist-products-ids', listener);
    tab.dispatchEvent(storageEvent('cart', 'x'));
    tab.dispatchEvent(storageEvent('wishlist-products-ids', '["p3"]'));
    unsubscribe();
    tab.dispatchEvent(storageEvent('wishlist-products-ids', '["p4"]'));
    expect(listener.mock.calls).toEqual([['["p3"]']]);
  });
});

describe('browserStorage outside a browser', () => {
  it('reads nothing, writes nowhere and listens to no tab', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('localStorage', undefined);
    const listener = vi.fn();
    expect(browserStorage.read('wishlist-products-ids')).toBeNull();
    expect(() => browserStorage.write('wishlist-products-ids', '["p1"]')).not.toThrow();
    const unsubscribe = browserStorage.subscribe('wishlist-products-ids', listener);
    expect(() => unsubscribe()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
