import { describe, expect, it } from 'vitest';
import { idsForLookup, isProductGid } from './wishlistIds';

describe('wishlist ids sent to /api/wishlist', () => {
  it('knows a product gid from anything else', () => {
    expect(isProductGid('gid://shopify/Product/9100000001')).toBe(true);
    expect(isProductGid('gid://shopify/ProductVariant/1')).toBe(false);
    expect(isProductGid('9100000001')).toBe(false);
  });

  it('keeps product gids once each, oldest first', () => {
    expect(
      idsForLookup([
        'gid://shopify/Product/1',
        'junk',
        'gid://shopify/Product/2',
        'gid://shopify/Product/1',
      ]),
    ).toEqual(['gid://shopify/Product/1', 'gid://shopify/Product/2']);
  });

  it('asks for the newest 100 of a longer list', () => {
    const stored = Array.from({ length: 120 }, (_, i) => `gid://shopify/Product/${i + 1}`);
    const asked = idsForLookup(stored);
    expect(asked).toHaveLength(100);
    expect(asked[0]).toBe('gid://shopify/Product/21');
    expect(asked.at(-1)).toBe('gid://shopify/Product/120');
  });
});
