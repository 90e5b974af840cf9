import type { CookieJar } from '../effects/cookies.js';
import { browserCookies } from '../effects/cookies.js';
import type { PrivacyChoice } from './cookies.js';
import {
  NEWSLETTER_POPUP_ACCEPTED,
  NEWSLETTER_POPUP_COOKIE,
  NEWSLETTER_POPUP_MAX_AGE_S,
  PRIVACY_ACCEPTED,
  PRIVACY_ACCEPTED_MAX_AGE_S,
  PRIVACY_COOKIE,
  PRIVACY_REFUSED_MAX_AGE_S,
  SHOP_SESSION_COOKIE,
  SHOP_SESSION_COOKIE_MAX_AGE_S,
  SHOP_TRACKING_COOKIES,
  SHOP_VISITOR_COOKIE,
  SHOP_VISITOR_COOKIE_MAX_AGE_S,
  toPrivacyChoice,
} from './cookies.js';

/** Reads the privacy choice from a cookie jar (the browser's by default). */
export function readPrivacyChoice(jar: CookieJar = browserCookies): PrivacyChoice {
  return toPrivacyChoice(jar.get(PRIVACY_COOKIE));
}

/** Writes the privacy choice with its spec lifetime: 7 days accepted, 5 minutes refused. */
export function writePrivacyChoice(
  choice: Exclude<PrivacyChoice, null>,
  jar: CookieJar = browserCookies,
  domain?: string,
): void {
  const maxAgeSeconds =
    choice === PRIVACY_ACCEPTED ? PRIVACY_ACCEPTED_MAX_AGE_S : PRIVACY_REFUSED_MAX_AGE_S;
  jar.set(PRIVACY_COOKIE, choice, {
    maxAgeSeconds,
    path: '/',
    sameSite: 'Lax',
    ...(domain ? { domain } : {}),
  });
}

/** Deletes the shop tracking cookies (behaviour §4: without consent they are cleared). */
export function clearShopTrackingCookies(jar: CookieJar = browserCookies): void {
  for (const name of SHOP_TRACKING_COOKIES) jar.remove(name, { path: '/' });
}

/** The two shop tracking tokens, as the analytics payloads name them. */
export interface ShopTrackingTokens {
  uniqueToken: string;
  visitToken: string;
}

/**
 * Keeps the shop tracking cookies alive, for callers that hold consent only (behaviour §4): the visitor
 * cookie is (re)written for 360 days and the session cookie for 30 minutes from now, each keeping
 * its value when it exists and taking a fresh one from `newToken` otherwise, as Shopify's own
 * storefront does on every tracked event (so the session ends 30 minutes after the last one).
 */
export function refreshShopTrackingCookies(
  newToken: () => string,
  jar: CookieJar = browserCookies,
): ShopTrackingTokens {
  const uniqueToken = jar.get(SHOP_VISITOR_COOKIE) || newToken();
  const visitToken = jar.get(SHOP_SESSION_COOKIE) || newToken();
  jar.set(SHOP_VISITOR_COOKIE, uniqueToken, {
    maxAgeSeconds: SHOP_VISITOR_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
  });
  jar.set(SHOP_SESSION_COOKIE, visitToken, {
    maxAgeSeconds: SHOP_SESSION_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
  });
  return { uniqueToken, visitToken };
}

/** True once the pop-up was closed or used within the last day. */
export function isNewsletterPopupAccepted(jar: CookieJar = browserCookies): boolean {
  return jar.get(NEWSLETTER_POPUP_COOKIE) === NEWSLETTER_POPUP_ACCEPTED;
}

/** Records that the pop-up was closed or used, for 1 day (behaviour §9). */
export function writeNewsletterPopupAccepted(jar: CookieJar = browserCookies): void {
  jar.set(NEWSLETTER_POPUP_COOKIE, NEWSLETTER_POPUP_ACCEPTED, {
    maxAgeSeconds: NEWSLETTER_POPUP_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
  });
}
