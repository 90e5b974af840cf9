import { describe, expect, it } from 'vitest';
import type { CookieJar, CookieWriteOptions } from '../effects/cookies.js';
import { createMemoryCookieJar } from '../effects/memory.js';
import {
  clearShopTrackingCookies,
  refreshShopTrackingCookies,
  writeNewsletterPopupAccepted,
  writePrivacyChoice,
} from './consentEffects.js';

describe('consent cookie effects', () => {
  it('writes accepted for 7 days and refused for 5 minutes (behaviour §9)', () => {
    const jar = createMemoryCookieJar();
    writePrivacyChoice('accepted', jar);
    expect(jar.entries.get('privacyPolicy')).toEqual({ value: 'accepted', maxAgeSeconds: 604800 });
    writePrivacyChoice('refused', jar);
    expect(jar.entries.get('privacyPolicy')).toEqual({ value: 'refused', maxAgeSeconds: 300 });
  });

  it('writes the pop-up cookie accepted for 1 day', () => {
    const jar = createMemoryCookieJar();
    writeNewsletterPopupAccepted(jar);
    expect(jar.entries.get('newsletterPopup')).toEqual({ value: 'accepted', maxAgeSeconds: 86400 });
  });

  describe('refreshShopTrackingCookies', () => {
    it('creates the visitor cookie for 360 days and the session cookie for 30 minutes', () => {
      const jar = createMemoryCookieJar();
      let n = 0;
      const tokens = refreshShopTrackingCookies(() => `token-${++n}`, jar);
      expect(tokens).toEqual({ uniqueToken: 'token-1', visitToken: 'token-2' });
      expect(jar.entries.get('_shopify_y')).toEqual({ value: 'token-1', maxAgeSeconds: 31104000 });
      expect(jar.entries.get('_shopify_s')).toEqual({ value: 'token-2', maxAgeSeconds: 1800 });
    });

    it('keeps existing tokens and renews their lifetimes', () => {
      const jar = createMemoryCookieJar({ _shopify_y: 'visitor', _shopify_s: 'visit' });
      const tokens = refreshShopTrackingCookies(() => 'fresh', jar);
      expect(tokens).toEqual({ uniqueToken: 'visitor', visitToken: 'visit' });
      expect(jar.entries.get('_shopify_s')?.maxAgeSeconds).toBe(1800);
      expect(jar.entries.get('_shopify_y')?.maxAgeSeconds).toBe(31104000);
    });

    it('starts a new session once the session cookie has expired', () => {
      const jar = createMemoryCookieJar({ _shopify_y: 'visitor' });
      expect(refreshShopTrackingCookies(() => 'next-visit', jar).visitToken).toBe('next-visit');
    });
  });

  it('clears both tracking cookies', () => {
    const jar = createMemoryCookieJar({ _shopify_y: 'a', _shopify_s: 'b', other: 'c' });
    clearShopTrackingCookies(jar);
    expect([...jar.entries.keys()]).toEqual(['other']);
  });

  describe("cookie scope (behaviour §9: path '/', SameSite Lax)", () => {
    /** A jar that keeps every write and removal with its options. */
    function recordingJar() {
      const written: Array<{ name: string; value: string; options: CookieWriteOptions }> = [];
      const removed: Array<{ name: string; options: unknown }> = [];
      const jar: CookieJar = {
        get: () => null,
        set: (name, value, options) => written.push({ name, value, options }),
        remove: (name, options) => removed.push({ name, options }),
      };
      return { jar, written, removed };
    }

    it('writes the privacy, pop-up and tracking cookies on path / with SameSite Lax', () => {
      const { jar, written } = recordingJar();
      writePrivacyChoice('accepted', jar);
      writePrivacyChoice('refused', jar);
      writeNewsletterPopupAccepted(jar);
      refreshShopTrackingCookies(() => 'token', jar);
      expect(written.map(({ name, options }) => [name, options])).toEqual([
        ['privacyPolicy', { maxAgeSeconds: 604800, path: '/', sameSite: 'Lax' }],
        ['privacyPolicy', { maxAgeSeconds: 300, path: '/', sameSite: 'Lax' }],
        ['newsletterPopup', { maxAgeSeconds: 86400, path: '/', sameSite: 'Lax' }],
        ['_shopify_y', { maxAgeSeconds: 31104000, path: '/', sameSite: 'Lax' }],
        ['_shopify_s', { maxAgeSeconds: 1800, path: '/', sameSite: 'Lax' }],
      ]);
    });

    it('scopes the privacy cookie to the brand domain when one is given', () => {
      const { jar, written } = recordingJar();
      writePrivacyChoice('accepted', jar, 'atelier-treize.fr');
      expect(written[0]?.options).toEqual({
        maxAgeSeconds: 604800,
        path: '/',
        sameSite: 'Lax',
        domain: 'atelier-treize.fr',
      });
    });

    it('clears both tracking cookies on path /, where they were written', () => {
      const { jar, removed } = recordingJar();
      clearShopTrackingCookies(jar);
      expect(removed).toEqual([
        { name: '_shopify_y', options: { path: '/' } },
        { name: '_shopify_s', options: { path: '/' } },
      ]);
    });
  });
});
