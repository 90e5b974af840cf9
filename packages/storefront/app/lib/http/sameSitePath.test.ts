import { describe, expect, it } from 'vitest';
import { refererPath, sameSitePath } from './sameSitePath';

describe('sameSitePath', () => {
  it('keeps paths on this site, normalised', () => {
    expect(sameSitePath('/pages/notre-atelier')).toBe('/pages/notre-atelier');
    expect(sameSitePath('/en-us/cart?x=1#top')).toBe('/en-us/cart?x=1#top');
    expect(sameSitePath('/a/../b')).toBe('/b');
    expect(sameSitePath('/bague\u3000or')).toBe('/bague%E3%80%80or');
  });

  it.each([
    '//evil.example/x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'pages/relative',
    '/a\u0000b',
    '',
  ])('refuses %j, which a browser could follow off the site', (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it('keeps encoded slashes encoded, so they stay in the path', () => {
    expect(sameSitePath('/%2F/evil.example')).toBe('/%2F/evil.example');
    expect(new URL(sameSitePath('/%2F%2Fevil.example')!, 'https://shop.test').host).toBe(
      'shop.test',
    );
  });
});

describe('refererPath', () => {
  const from = (referer?: string) =>
    refererPath(
      new Request('http://shop.test/api/contact', {
        method: 'POST',
        headers: referer === undefined ? {} : { Referer: referer },
      }),
    );

  it('is the path and query of a page of this site', () => {
    expect(from('http://shop.test/en-us/products/comete?x=1#top')).toBe(
      '/en-us/products/comete?x=1',
    );
  });

  it.each([
    undefined,
    'http://[::1',
    'https://evil.example/en-us/products/comete',
    'http://shop.test//evil.example/',
    'http://shop.test/.//evil.example/',
  ])('is nothing for a Referer that is missing, malformed or off the site (%s)', (referer) => {
    expect(from(referer)).toBeUndefined();
  });
});
