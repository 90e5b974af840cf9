import {
  NEWSLETTER_POPUP_ACCEPTED,
  NEWSLETTER_POPUP_COOKIE,
  PRIVACY_ACCEPTED,
  PRIVACY_ACCEPTED_MAX_AGE_S,
  PRIVACY_COOKIE,
  PRIVACY_REFUSED_MAX_AGE_S,
  readCookie,
  serializeCookie,
  toPrivacyChoice,
  type PrivacyChoice,
} from '@treize/machines';

/** What the server knows of the visitor's choices, so the first HTML never flashes the notice. */
export interface ConsentCookies {
  privacyChoice: PrivacyChoice;
  popupAccepted: boolean;
}

/** Reads the privacy and pop-up cookies of a request (behaviour §4 Consent and notices, §9 Cookies). */
export function readConsentCookies(request: Request): ConsentCookies {
  const header = request.headers.get('Cookie') ?? '';
  return {
    privacyChoice: toPrivacyChoice(readCookie(header, PRIVACY_COOKIE)),
    popupAccepted: readCookie(header, NEWSLETTER_POPUP_COOKIE) === NEWSLETTER_POPUP_ACCEPTED,
  };
}

/** Whether the request says the visitor accepted analytics (behaviour §4: only `accepted` counts). */
export function hasAnalyticsConsent(request: Request): boolean {
  return readConsentCookies(request).privacyChoice === PRIVACY_ACCEPTED;
}

/**
 * Whether the shopper reached the shop over HTTPS: directly, or through a proxy that says so. Cookies
 * get `Secure` then (production); a plain-HTTP demo on this machine would lose a `Secure` cookie.
 */
export function isHttpsRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}

/** The `Set-Cookie` value of a privacy choice: 7 days accepted, 5 minutes refused, path `/`, Lax. */
export function privacyChoiceCookie(
  choice: Exclude<PrivacyChoice, null>,
  request: Request,
): string {
  return serializeCookie(PRIVACY_COOKIE, choice, {
    maxAgeSeconds:
      choice === PRIVACY_ACCEPTED ? PRIVACY_ACCEPTED_MAX_AGE_S : PRIVACY_REFUSED_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
    secure: isHttpsRequest(request),
  });
}
