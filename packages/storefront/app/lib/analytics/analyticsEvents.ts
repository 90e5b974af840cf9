import {
  ShopifySalesChannel,
  getClientBrowserParameters,
  type ShopifyAddToCartPayload,
  type ShopifyAnalyticsProduct,
  type ShopifyPageViewPayload,
} from '@shopify/hydrogen-react';
import {
  addToCart,
  pageView as customerTrackingPageView,
} from '@shopify/hydrogen-react/analytics-schema-custom-storefront-customer-tracking';
import { pageView as trekkiePageView } from '@shopify/hydrogen-react/analytics-schema-trekkie-storefront-page-view';
import type { AnalyticsEvent } from './analyticsBatch';

/** What a route adds to its page view, as Hydrogen routes do in their loader's `analytics`. */
export interface RouteAnalytics {
  pageType?: string;
  resourceId?: string;
  products?: ShopifyAnalyticsProduct[];
  totalValue?: number;
  /** A collection page's handle and gid (its `collection_page_rendered` event). */
  collectionHandle?: string;
  collectionId?: string;
  /** A search page's terms (its `search_submitted` event). */
  searchString?: string;
}

/** The shop-wide part of every event: the shop, the currency and the shopper's language (§7). */
export interface ShopAnalytics {
  shopId: string;
  currency: ShopifyPageViewPayload['currency'];
  acceptedLanguage: NonNullable<ShopifyPageViewPayload['acceptedLanguage']>;
}

function basePayload(shop: ShopAnalytics) {
  return {
    // Only ever built once the consent machine says so (behaviour §4): the shopper allowed analytics.
    hasUserConsent: true,
    analyticsAllowed: true,
    ...shop,
    shopifySalesChannel: ShopifySalesChannel.headless,
    // URL, path, title, referrer, user agent and the `_shopify_y`/`_shopify_s` tokens.
    ...getClientBrowserParameters(),
  };
}

/**
 * The events of one page view (behaviour §7 "Page view"), built by `@shopify/hydrogen-react`'s own
 * schemas exactly as its `sendShopifyAnalytics` builds them for `PAGE_VIEW`.
 */
export function pageViewEvents(shop: ShopAnalytics, route: RouteAnalytics = {}): AnalyticsEvent[] {
  const payload: ShopifyPageViewPayload = { ...basePayload(shop), ...route };
  return [...trekkiePageView(payload), ...customerTrackingPageView(payload)] as AnalyticsEvent[];
}

/** The event of an add-to-cart with the §3 analytics product fields. */
export function addToCartEvents(
  shop: ShopAnalytics,
  cartId: string,
  products: ShopifyAnalyticsProduct[],
): AnalyticsEvent[] {
  const payload: ShopifyAddToCartPayload = {
    ...basePayload(shop),
    cartId,
    products,
    totalValue: products.reduce(
      (sum, product) => sum + Number(product.price) * (product.quantity ?? 1),
      0,
    ),
  };
  return addToCart(payload) as AnalyticsEvent[];
}
