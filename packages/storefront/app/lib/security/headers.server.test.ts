import { describe, expect, it } from 'vitest';
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  originOf,
} from './headers.server';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('contentSecurityPolicy', () => {
  const emulators = {
    nonce: 'abc123',
    storeDomain: 'http://127.0.0.1:4100',
    contentImageBaseUrl: 'http://127.0.0.1:4200',
    production: true,
  };

  it('lets only the named Studio frame a preview page', () => {
    const policy = contentSecurityPolicy({ ...emulators, framedBy: 'https://localhost:3333' });
    expect(directive(policy, 'frame-ancestors')).toEqual(['https://localhost:3333']);
    const headers = new Headers({ 'Content-Security-Policy': policy });
    applySecurityHeaders(headers, true);
    // Browsers that know frame-ancestors ignore X-Frame-Options; it would only contradict it.
    expect(headers.has('X-Frame-Options')).toBe(false);
    expect(directive(contentSecurityPolicy(emulators), 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows scripts from this origin and this request nonce only', () => {
    const policy = contentSecurityPolicy(emulators);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('allows style elements only with the nonce in production, style attributes inline (ADR 006)', () => {
    const policy = contentSecurityPolicy(emulators);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    // Vite's hot reload injects style tags without a nonce: only development allows them.
    const development = contentSecurityPolicy({ ...emulators, production: false });
    expect(directive(development, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('gives every request its own nonce, however many pages share the sources', () => {
    const first = contentSecurityPolicy({ ...emulators, nonce: 'first' });
    const second = contentSecurityPolicy({ ...emulators, nonce: 'second' });
    expect(directive(first, 'script-src')).toEqual(["'self'", "'nonce-first'"]);
    expect(directive(second, 'script-src')).toEqual(["'self'", "'nonce-second'"]);
    expect(directive(second, 'style-src')).toEqual(["'self'", "'nonce-second'"]);
    expect(second).not.toContain('first');
    expect(second.replaceAll('second', 'first')).toBe(first);
    // Other sources are another policy, not the one built first.
    const elsewhere = contentSecurityPolicy({ ...emulators, storeDomain: 'http://127.0.0.1:4300' });
    expect(directive(elsewhere, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4300']);
  });

  it('lists exactly the configured image, media and connect hosts', () => {
    const policy = contentSecurityPolicy(emulators);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4200',
    ]);
    expect(directive(policy, 'media-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4200',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4100']);
    const real = contentSecurityPolicy({
      ...emulators,
      storeDomain: 'atelier-treize.myshopify.com',
      contentImageBaseUrl: 'https://cdn.sanity.io',
    });
    expect(directive(real, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.shopify.com',
      'https://cdn.sanity.io',
    ]);
    expect(directive(real, 'connect-src')).toEqual([
      "'self'",
      'https://atelier-treize.myshopify.com',
      'https://monorail-edge.shopifysvc.com',
    ]);
  });

  it('allows the tag manager only when it is given', () => {
    const policy = contentSecurityPolicy({
      ...emulators,
      tagManagerScriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-1',
    });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://www.googletagmanager.com');
    expect(contentSecurityPolicy(emulators)).not.toContain('googletagmanager');
  });

  it('makes a new nonce for every document', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('never repeats a nonce, across many refills of its random pool', () => {
    const nonces = Array.from({ length: 2_000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('applySecurityHeaders', () => {
  it('sets the fixed headers, and HSTS only in production', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, false);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers.has('Strict-Transport-Security')).toBe(false);
    const production = new Headers({ 'Content-Security-Policy': "script-src 'self'" });
    applySecurityHeaders(production, true);
    expect(production.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(production.get('Content-Security-Policy')).toBe("script-src 'self'");
    expect(production.get('Permissions-Policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });
});

describe('the whole policy, directive by directive', () => {
  it('on the emulators in development: their origins, inline style elements, the dev websocket', () => {
    expect(
      contentSecurityPolicy({
        nonce: 'n0nce',
        storeDomain: 'http://127.0.0.1:4100',
        contentImageBaseUrl: 'http://127.0.0.1:4200/images/',
        production: false,
      }).split('; '),
    ).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-n0nce'",
      "style-src 'self' 'unsafe-inline'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: blob: http://127.0.0.1:4100 http://127.0.0.1:4200",
      "media-src 'self' http://127.0.0.1:4100 http://127.0.0.1:4200",
      "font-src 'self' data:",
      "connect-src 'self' http://127.0.0.1:4100 ws:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('on a Shopify shop and Sanity in production, with a tag manager', () => {
    expect(
      contentSecurityPolicy({
        nonce: 'n0nce',
        storeDomain: 'treize.myshopify.com',
        contentImageBaseUrl: 'https://cdn.sanity.io',
        tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
        production: true,
      }).split('; '),
    ).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-n0nce' https://www.googletagmanager.com",
      "style-src 'self' 'nonce-n0nce'",
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: blob: https://cdn.shopify.com https://cdn.sanity.io https://www.googletagmanager.com",
      "media-src 'self' https://cdn.shopify.com https://cdn.sanity.io",
      "font-src 'self' data:",
      "connect-src 'self' https://treize.myshopify.com https://monorail-edge.shopifysvc.com https://www.googletagmanager.com",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('names a shop given as a URL by its origin, and any other host as itself', () => {
    const connect = (storeDomain: string) =>
      directive(
        contentSecurityPolicy({
          nonce: 'n',
          storeDomain,
          contentImageBaseUrl: 'https://cdn.sanity.io',
          production: true,
        }),
        'connect-src',
      );
    expect(connect('https://Treize.MyShopify.com/api')).toEqual([
      "'self'",
      'https://treize.myshopify.com',
      'https://monorail-edge.shopifysvc.com',
    ]);
    expect(connect('https://shop.atelier-treize.fr')).toEqual([
      "'self'",
      'https://shop.atelier-treize.fr',
    ]);
    // A host that only starts like a Shopify shop is not one.
    expect(connect('https://treize.myshopify.com.example.org')).toEqual([
      "'self'",
      'https://treize.myshopify.com.example.org',
    ]);
  });
});

describe('originOf', () => {
  it('is the origin of an http or https address, and nothing for anything else', () => {
    expect(originOf('https://cdn.sanity.io/images/x.jpg?w=1')).toBe('https://cdn.sanity.io');
    expect(originOf('http://127.0.0.1:4200/')).toBe('http://127.0.0.1:4200');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('data:image/png;base64,AA')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});
