import { describe, expect, it } from 'vitest';
import { EARRING } from '../../test/fakes';
import { productPageAnalytics, toAnalyticsProduct } from './productAnalytics';

const pair = EARRING.variants.nodes[2]!;

describe('the §3 analytics product fields', () => {
  it('names the variant, its product, brand and price, quantity one by default', () => {
    expect(toAnalyticsProduct(EARRING, pair)).toEqual({
      productGid: 'gid://shopify/Product/9100000001',
      variantGid: 'gid://shopify/ProductVariant/920000103',
      name: "Étoile Treize - Boucle d'oreille (or recyclé)",
      variantName: 'Paire / Or',
      brand: 'Atelier Treize',
      price: '170.0',
      quantity: 1,
    });
  });

  it('adds the sku and category when the shop has them, and an empty brand without a vendor', () => {
    const product = { ...EARRING, vendor: undefined as never, productType: 'Boucles' };
    expect(toAnalyticsProduct(product, { ...pair, sku: 'ET-PO' }, 3)).toEqual({
      productGid: 'gid://shopify/Product/9100000001',
      variantGid: 'gid://shopify/ProductVariant/920000103',
      name: "Étoile Treize - Boucle d'oreille (or recyclé)",
      variantName: 'Paire / Or',
      brand: '',
      price: '170.0',
      quantity: 3,
      sku: 'ET-PO',
      category: 'Boucles',
    });
  });
});

describe('the product page view (behaviour §7)', () => {
  it('is that product, with the shown variant and its price as total (the route names the type)', () => {
    expect(productPageAnalytics(EARRING, pair)).toEqual({
      resourceId: 'gid://shopify/Product/9100000001',
      products: [toAnalyticsProduct(EARRING, pair)],
      totalValue: 170,
    });
  });

  it('lists no product and a zero total when no variant is shown', () => {
    for (const variant of [null, undefined]) {
      expect(productPageAnalytics(EARRING, variant)).toEqual({
        resourceId: 'gid://shopify/Product/9100000001',
        products: [],
        totalValue: 0,
      });
    }
  });
});
