import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies, readCookie, serializeCookie } from './cookies.js';

describe('cookies', () => {
  it('reads one decoded value from a cookie string', () => {
    expect(readCookie('a=1; privacyPolicy=accepted; b=%C3%A9', 'privacyPolicy')).toBe('accepted');
    expect(readCookie('a=1; b=%C3%A9', 'b')).toBe('é');
    expect(readCookie('a=1', 'privacyPolicy')).toBeNull();
    expect(readCookie('broken; b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
  });

  it('skips a part without a value and trims the value it returns', () => {
    expect(readCookie('ab; a=1', 'a')).toBe('1');
    expect(readCookie('a=1 ; b=2', 'a')).toBe('1');
    expect(readCookie('b=%E0%A4%A ; a=1', 'b')).toBe('%E0%A4%A');
  });

  it('serialises Max-Age, Path, SameSite Lax and an optional Domain', () => {
    expect(
      serializeCookie('privacyPolicy', 'accepted', {
        maxAgeSeconds: 604_800,
        domain: '.treize.fr',
      }),
    ).toBe('privacyPolicy=accepted; Max-Age=604800; Path=/; SameSite=Lax; Domain=.treize.fr');
  });

  it('adds Secure only when asked', () => {
    expect(serializeCookie('privacyPolicy', 'refused', { maxAgeSeconds: 300, secure: true })).toBe(
      'privacyPolicy=refused; Max-Age=300; Path=/; SameSite=Lax; Secure',
    );
    expect(serializeCookie('privacyPolicy', 'refused', { maxAgeSeconds: 300 })).not.toContain(
      'Secure',
    );
  });

  it('does nothing outside a browser', () => {
    expect(browserCookies.get('privacyPolicy')).toBeNull();
    expect(() => browserCookies.set('a', 'b', { maxAgeSeconds: 1 })).not.toThrow();
    expect(() => browserCookies.remove('a')).not.toThrow();
  });
});

describe('cookies in a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubPage(protocol: string, cookie = '') {
    const page = { cookie };
    vi.stubGlobal('document', page);
    vi.stubGlobal('location', { protocol });
    return page;
  }

  it('reads document.cookie', () => {
    stubPage('https:', 'a=1; privacyPolicy=accepted');
    expect(browserCookies.get('privacyPolicy')).toBe('accepted');
  });

  it('writes a Secure cookie on an HTTPS page, and a plain one on HTTP', () => {
    const page = stubPage('https:');
    browserCookies.set('privacyPolicy', 'accepted', { maxAgeSeconds: 604_800 });
    expect(page.cookie).toBe(
      'privacyPolicy=accepted; Max-Age=604800; Path=/; SameSite=Lax; Secure',
    );
    stubPage('http:');
    browserCookies.set('privacyPolicy', 'refused', { maxAgeSeconds: 300 });
    expect(document.cookie).toBe('privacyPolicy=refused; Max-Age=300; Path=/; SameSite=Lax');
  });

  it('removes a cookie by writing it empty with Max-Age 0 on its path and domain', () => {
    const page = stubPage('https:');
    browserCookies.remove('_ga', { domain: '.treize.fr' });
    expect(page.cookie).toBe('_ga=; Max-Age=0; Path=/; SameSite=Lax; Domain=.treize.fr; Secure');
  });
});
