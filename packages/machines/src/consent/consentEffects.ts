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
  SHOP_TRACKING_COOKIES,
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

/** Deletes the shop tracking cookies (spec §4: without consent they are cleared). */
export function clearShopTrackingCookies(jar: CookieJar = browserCookies): void {
  for (const name of SHOP_TRACKING_COOKIES) jar.remove(name, { path: '/' });
}

/** True once the pop-up was closed or used within the last day. */
export function isNewsletterPopupAccepted(jar: CookieJar = browserCookies): boolean {
  return jar.get(NEWSLETTER_POPUP_COOKIE) === NEWSLETTER_POPUP_ACCEPTED;
}

/** Records that the pop-up was closed or used, for 1 day (spec §9). */
export function writeNewsletterPopupAccepted(jar: CookieJar = browserCookies): void {
  jar.set(NEWSLETTER_POPUP_COOKIE, NEWSLETTER_POPUP_ACCEPTED, {
    maxAgeSeconds: NEWSLETTER_POPUP_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
  });
}
