import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './pageType';

/** A thrown response as the error boundary receives it (what `isRouteErrorResponse` accepts). */
const routeError = (status: number) => ({ status, statusText: '', internal: false, data: 'no' });

describe('pageTypeOf', () => {
  it('takes the deepest route that names a page type', () => {
    const matches = [{ handle: undefined }, { handle: { pageType: 'customers/account' } }, {}];
    expect(pageTypeOf(matches, undefined)).toBe('customers/account');
    expect(pageTypeOf(matches, null)).toBe('customers/account');
  });

  it('names a 403 and a 404 by their status, and no other failure', () => {
    const matches = [{ handle: { pageType: 'product' } }];
    expect(pageTypeOf(matches, routeError(403))).toBe('403');
    expect(pageTypeOf(matches, routeError(404))).toBe('404');
    expect(pageTypeOf(matches, routeError(500))).toBeUndefined();
    expect(pageTypeOf(matches, new Error('boom'))).toBeUndefined();
  });

  it('has none for a page whose routes name none', () => {
    expect(pageTypeOf([{ handle: { structuredData: 'home' } }], undefined)).toBeUndefined();
  });
});
