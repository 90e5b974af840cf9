/** Name of the privacy cookie (behaviour §9). */
export const PRIVACY_COOKIE = 'privacyPolicy';
/** Privacy cookie value once the visitor accepts (behaviour §4). */
export const PRIVACY_ACCEPTED = 'accepted';
/** Privacy cookie value once the visitor refuses (behaviour §4). */
export const PRIVACY_REFUSED = 'refused';
/** Lifetime of an `accepted` privacy cookie: 7 days, in seconds (behaviour §9). */
export const PRIVACY_ACCEPTED_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Lifetime of a `refused` privacy cookie: 5 minutes, in seconds (behaviour §9). */
export const PRIVACY_REFUSED_MAX_AGE_S = 5 * 60;

/** Shop visitor tracking cookie (behaviour §9). */
export const SHOP_VISITOR_COOKIE = '_shopify_y';
/** Lifetime of the visitor tracking cookie: 360 days, in seconds (behaviour §9). */
export const SHOP_VISITOR_COOKIE_MAX_AGE_S = 360 * 24 * 60 * 60;
/** Shop session tracking cookie (behaviour §9). */
export const SHOP_SESSION_COOKIE = '_shopify_s';
/** Lifetime of the session tracking cookie: 30 minutes, in seconds (behaviour §9). */
export const SHOP_SESSION_COOKIE_MAX_AGE_S = 30 * 60;
/** The shop tracking cookies cleared whenever there is no consent (behaviour §4). */
export const SHOP_TRACKING_COOKIES = [SHOP_VISITOR_COOKIE, SHOP_SESSION_COOKIE] as const;

/** Name of the newsletter pop-up cookie (behaviour §9 names only its value and lifetime). */
export const NEWSLETTER_POPUP_COOKIE = 'newsletterPopup';
/** Value of the pop-up cookie once closed or subscribed (behaviour §9). */
export const NEWSLETTER_POPUP_ACCEPTED = 'accepted';
/** Lifetime of the pop-up cookie: 1 day, in seconds (behaviour §9). */
export const NEWSLETTER_POPUP_MAX_AGE_S = 24 * 60 * 60;

/** A privacy choice as read from the cookie: `null` while the visitor has not chosen. */
export type PrivacyChoice = typeof PRIVACY_ACCEPTED | typeof PRIVACY_REFUSED | null;

/** Narrows a raw cookie value to a privacy choice. */
export function toPrivacyChoice(value: string | null): PrivacyChoice {
  return value === PRIVACY_ACCEPTED || value === PRIVACY_REFUSED ? value : null;
}
