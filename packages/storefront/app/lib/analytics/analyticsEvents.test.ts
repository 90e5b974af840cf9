// @vitest-environment jsdom
import type { ShopifyAnalyticsProduct } from '@shopify/hydrogen-react';
import { describe, expect, it } from 'vitest';
import { addToCartEvents, pageViewEvents, type ShopAnalytics } from './analyticsEvents';

const shop: ShopAnalytics = {
  shopId: 'gid://shopify/Shop/13',
  currency: 'EUR',
  acceptedLanguage: 'FR',
};
const ring: ShopifyAnalyticsProduct = {
  productGid: 'gid://shopify/Product/21',
  variantGid: 'gid://shopify/ProductVariant/22',
  name: 'Bague',
  brand: 'Atelier Treize',
  price: '10.5',
  quantity: 2,
};
const chain: ShopifyAnalyticsProduct = {
  productGid: 'gid://shopify/Product/31',
  variantGid: 'gid://shopify/ProductVariant/32',
  name: 'Chaîne',
  brand: 'Atelier Treize',
  price: '3',
};

function payloadOf(events: { payload: Record<string, unknown> }[], index: number) {
  return events[index]!.payload;
}

describe('the page view events (behaviour §7 "Page view")', () => {
  it('are a page view with the shop, currency and accepted language, sent with consent', () => {
    const events = pageViewEvents(shop);
    expect(events.map((event) => event.schema_id)).toEqual([
      'trekkie_storefront_page_view/1.4',
      'custom_storefront_customer_tracking/1.2',
    ]);
    expect(payloadOf(events, 0)).toMatchObject({
      shopId: 13,
      currency: 'EUR',
      contentLanguage: 'FR',
      isPersistentCookie: true,
      path: '/',
      url: 'http://localhost:3000/',
    });
    expect(payloadOf(events, 1)).toMatchObject({
      event_name: 'page_rendered',
      source: 'headless',
      shop_id: 13,
      currency: 'EUR',
      is_persistent_cookie: true,
    });
  });

  it('carry what the route adds: a product page with its products and total', () => {
    const events = pageViewEvents(shop, {
      pageType: 'product',
      resourceId: 'gid://shopify/Product/21',
      products: [ring],
      totalValue: 21,
    });
    expect(payloadOf(events, 0)).toMatchObject({ pageType: 'product', resourceId: 21 });
    expect(payloadOf(events, 2)).toMatchObject({
      event_name: 'product_page_rendered',
      total_value: 21,
    });
  });
});

describe('the add-to-cart event (behaviour §7, §3 product fields)', () => {
  it('names the cart and totals each price times its quantity, one when none is given', () => {
    const events = addToCartEvents(shop, 'gid://shopify/Cart/c1', [ring, chain]);
    expect(events.map((event) => event.schema_id)).toEqual([
      'custom_storefront_customer_tracking/1.2',
    ]);
    const payload = payloadOf(events, 0);
    expect(payload).toMatchObject({
      event_name: 'product_added_to_cart',
      cart_token: 'c1',
      shop_id: 13,
      currency: 'EUR',
      is_persistent_cookie: true,
      source: 'headless',
      total_value: 24,
    });
    expect((payload.products as string[]).map((product) => JSON.parse(product))).toMatchObject([
      { product_gid: 'gid://shopify/Product/21', price: 10.5, quantity: 2 },
      { product_gid: 'gid://shopify/Product/31', price: 3 },
    ]);
  });
});
