import { describe, expect, it } from 'vitest';
import {
  hasAnalyticsConsent,
  isHttpsRequest,
  privacyChoiceCookie,
  readConsentCookies,
} from './consent.server';

const request = (
  cookie?: string,
  url = 'http://shop.test/',
  headers: Record<string, string> = {},
) => new Request(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });

describe('consent cookies on the server (behaviour §4, §9)', () => {
  it('reads no choice from a request without cookies', () => {
    expect(readConsentCookies(request())).toEqual({ privacyChoice: null, popupAccepted: false });
  });

  it('reads the privacy choice and the pop-up cookie among others', () => {
    expect(
      readConsentCookies(request('cart=x; privacyPolicy=refused; newsletterPopup=accepted')),
    ).toEqual({ privacyChoice: 'refused', popupAccepted: true });
    expect(readConsentCookies(request('privacyPolicy=maybe')).privacyChoice).toBeNull();
  });

  it('gives analytics consent only for accepted', () => {
    expect(hasAnalyticsConsent(request('privacyPolicy=accepted'))).toBe(true);
    expect(hasAnalyticsConsent(request('privacyPolicy=refused'))).toBe(false);
    expect(hasAnalyticsConsent(request('privacyPolicy=Accepted'))).toBe(false);
    expect(hasAnalyticsConsent(request())).toBe(false);
  });

  it('writes accepted for 7 days and refused for 5 minutes, path /, SameSite Lax', () => {
    expect(privacyChoiceCookie('accepted', request())).toBe(
      'privacyPolicy=accepted; Max-Age=604800; Path=/; SameSite=Lax',
    );
    expect(privacyChoiceCookie('refused', request())).toBe(
      'privacyPolicy=refused; Max-Age=300; Path=/; SameSite=Lax',
    );
  });

  it('marks the cookie Secure when the shop is reached over HTTPS, directly or behind a proxy', () => {
    expect(privacyChoiceCookie('accepted', request(undefined, 'https://shop.test/'))).toMatch(
      /; Secure$/,
    );
    const proxied = request(undefined, 'http://10.0.0.2/', { 'X-Forwarded-Proto': 'https' });
    expect(isHttpsRequest(proxied)).toBe(true);
    expect(privacyChoiceCookie('refused', proxied)).toMatch(/; Secure$/);
    expect(isHttpsRequest(request())).toBe(false);
  });
});

describe('consent cookies on the server, case by case', () => {
  it('counts the pop-up as accepted only for accepted', () => {
    expect(readConsentCookies(request('newsletterPopup=refused')).popupAccepted).toBe(false);
    expect(readConsentCookies(request('newsletterPopup=')).popupAccepted).toBe(false);
    expect(readConsentCookies(request('privacyPolicy=accepted'))).toEqual({
      privacyChoice: 'accepted',
      popupAccepted: false,
    });
  });

  it('trusts the first protocol a chain of proxies reports, spaces aside', () => {
    const via = (proto: string) =>
      isHttpsRequest(request(undefined, 'http://10.0.0.2/', { 'X-Forwarded-Proto': proto }));
    expect(via('https, http')).toBe(true);
    expect(via('https ,http')).toBe(true);
    expect(via('http, https')).toBe(false);
    expect(via('http')).toBe(false);
    expect(via('HTTPS')).toBe(false);
    expect(
      isHttpsRequest(request(undefined, 'https://shop.test/', { 'X-Forwarded-Proto': 'http' })),
    ).toBe(true);
  });

  it('leaves Secure off a cookie sent over plain HTTP', () => {
    expect(privacyChoiceCookie('accepted', request(undefined, 'http://127.0.0.1:4000/'))).toBe(
      'privacyPolicy=accepted; Max-Age=604800; Path=/; SameSite=Lax',
    );
    expect(privacyChoiceCookie('accepted', request(undefined, 'https://shop.test/'))).toBe(
      'privacyPolicy=accepted; Max-Age=604800; Path=/; SameSite=Lax; Secure',
    );
  });
});
