import { refreshShopTrackingCookies } from '@treize/machines';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation, useRouteError } from 'react-router';
import { useRootData } from '../../hooks/useRootData';
import { onAddToCart } from '../../lib/analytics/addToCartAnalytics';
import {
  addToCartEvents,
  pageViewEvents,
  type RouteAnalytics,
  type ShopAnalytics,
} from '../../lib/analytics/analyticsEvents';
import { pageTypeOf } from '../../lib/analytics/pageType';
import { sendAnalyticsBatch } from '../../lib/analytics/sendAnalyticsBatch';
import {
  disableTagManager,
  loadTagManager,
  sendTagManagerPagePath,
} from '../../lib/analytics/tagManager';

/**
 * The location whose page view was sent, kept across mounts: withdrawing and giving consent again
 * on the same page must not count that page twice (behaviour §4: one page view per navigation).
 */
let trackedLocationKey: string | undefined;

/** A fresh tracking token for `_shopify_y` / `_shopify_s`. */
const newToken = () => crypto.randomUUID();

/**
 * What the page on screen adds to its view: its page type (a route's `handle`, or the error view's
 * 403 or 404) and the deepest route's `analytics` (Hydrogen's convention: loaders return what
 * their page adds, such as the product or the search terms). An error view adds no route data.
 */
function useRouteAnalytics(): RouteAnalytics {
  const matches = useMatches();
  const error = useRouteError();
  const pageType = pageTypeOf(matches, error);
  const typed = pageType ? { pageType } : {};
  if (error !== null && error !== undefined) return typed;
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { analytics?: RouteAnalytics } | undefined;
    if (data?.analytics) return { ...typed, ...data.analytics };
  }
  return typed;
}

/**
 * Everything that tracks, mounted only while the consent machine says `analyticsConsent` (so its
 * code loads on demand after hydration, and only for visitors who accepted): the shop tracking
 * cookies, one page view per navigation, add-to-cart events and the tag manager.
 */
export function AnalyticsRuntime() {
  const root = useRootData();
  const location = useLocation();
  const navigation = useNavigation();
  const routeAnalytics = useRouteAnalytics();
  const trackingId = root?.gaTrackingId;
  const scriptUrl = root?.tagManagerScriptUrl;
  const shop: ShopAnalytics | undefined = root?.shopId
    ? {
        shopId: root.shopId,
        currency: root.locale.currency,
        acceptedLanguage: root.locale.language,
      }
    : undefined;
  // The latest values for the add-to-cart listener, which subscribes once.
  const latest = useRef({ shop, cartId: root?.cart?.id });
  latest.current = { shop, cartId: root?.cart?.id };

  useEffect(() => {
    if (!trackingId || !scriptUrl) return;
    loadTagManager(scriptUrl, trackingId);
    return () => disableTagManager(trackingId);
  }, [trackingId, scriptUrl]);

  const pagePath = location.pathname + location.search;
  useEffect(() => {
    // A navigation in flight has not changed the page yet; the view is counted once it lands.
    if (navigation.state !== 'idle' || trackedLocationKey === location.key) return;
    trackedLocationKey = location.key;
    refreshShopTrackingCookies(newToken);
    if (shop) void sendAnalyticsBatch(pageViewEvents(shop, routeAnalytics));
    if (trackingId) sendTagManagerPagePath(trackingId, pagePath);
    // Only a new location counts as a navigation; the rest is read from this render.
  }, [location.key, navigation.state]);

  useEffect(
    () =>
      onAddToCart((products) => {
        const { shop: currentShop, cartId } = latest.current;
        refreshShopTrackingCookies(newToken);
        if (currentShop && cartId)
          void sendAnalyticsBatch(addToCartEvents(currentShop, cartId, products));
      }),
    [],
  );

  return null;
}
