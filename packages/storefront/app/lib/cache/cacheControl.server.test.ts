import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE, applyPageCaching } from './cacheControl.server';

function cacheOf(init: RequestInit, status = 200, headers = new Headers()) {
  applyPageCaching(new Request('http://shop.test/products/a', init), status, headers);
  return headers;
}

describe('applyPageCaching', () => {
  it('lets shared caches keep a cookie-less successful GET', () => {
    const headers = cacheOf({});
    expect(headers.get('Cache-Control')).toBe(SHARED_PAGE_CACHE);
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('keeps pages private for visitors with cookies, errors and posts', () => {
    expect(cacheOf({ headers: { Cookie: 'treize_cart=x' } }).get('Cache-Control')).toBe(
      PRIVATE_PAGE_CACHE,
    );
    expect(cacheOf({}, 404).get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
    expect(cacheOf({ method: 'POST' }).get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
    expect(cacheOf({}, 200, new Headers({ 'Set-Cookie': 'a=b' })).get('Cache-Control')).toBe(
      PRIVATE_PAGE_CACHE,
    );
  });

  it('leaves a route’s own Cache-Control alone', () => {
    expect(
      cacheOf({}, 200, new Headers({ 'Cache-Control': 'no-cache' })).get('Cache-Control'),
    ).toBe('no-cache');
  });
});
