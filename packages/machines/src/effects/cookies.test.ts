import { describe, expect, it } from 'vitest';
import { browserCookies, readCookie, serializeCookie } from './cookies.js';

describe('cookies', () => {
  it('reads one decoded value from a cookie string', () => {
    expect(readCookie('a=1; privacyPolicy=accepted; b=%C3%A9', 'privacyPolicy')).toBe('accepted');
    expect(readCookie('a=1; b=%C3%A9', 'b')).toBe('é');
    expect(readCookie('a=1', 'privacyPolicy')).toBeNull();
    expect(readCookie('broken; b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
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
