import { describe, expect, it } from 'vitest';
import { buildLocaleRedirectPath, stripLocalePrefix } from './redirectPath.js';

describe('buildLocaleRedirectPath', () => {
  it.each([
    ['/products/bague', '?Couleur=Or', '/en-us', '/en-us/products/bague?Couleur=Or'],
    ['/en-us/products/bague', '', '', '/products/bague'],
    ['/en-us/products/bague', '?a=1', '/en-fr', '/en-fr/products/bague?a=1'],
    ['/', '', '/en-fr', '/en-fr'],
    ['/en-us', '', '', '/'],
    ['/EN-US/cart', 'x=1', '/en-fr', '/en-fr/cart?x=1'],
    ['/en-usa/products', '', '/en-fr', '/en-fr/en-usa/products'],
    ['/en-us/cart', '?', '', '/cart'],
    ['/cart', '?', '/en-us', '/en-us/cart'],
    ['/cart', '', '/en-us/', '/en-us/cart'],
    ['/cart', '', '/en-us//', '/en-us/cart'],
  ])('%s%s to %s is %s', (pathname, search, targetPrefix, expected) => {
    expect(buildLocaleRedirectPath({ pathname, search, targetPrefix })).toBe(expected);
  });

  it('adds no query when the page has none', () => {
    expect(buildLocaleRedirectPath({ pathname: '/en-us/cart', targetPrefix: '/en-fr' })).toBe(
      '/en-fr/cart',
    );
  });

  it('only strips a two-letters-dash-two-letters segment', () => {
    expect(stripLocalePrefix('/products/en-us')).toBe('/products/en-us');
  });
});
