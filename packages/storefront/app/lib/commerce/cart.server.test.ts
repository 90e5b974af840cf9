import { describe, expect, it } from 'vitest';
import { CartInputError, safeRedirectPath } from './cart.server';

describe('safeRedirectPath: redirectTo stays on this site (issue 7)', () => {
  it('keeps a path with its query and fragment', () => {
    expect(safeRedirectPath('/en-us/products/comete?Couleur=Or#details')).toBe(
      '/en-us/products/comete?Couleur=Or#details',
    );
    expect(safeRedirectPath('/')).toBe('/');
  });

  for (const value of [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'cart',
    '',
  ]) {
    it(`refuses ${JSON.stringify(value)}`, () => {
      expect(() => safeRedirectPath(value)).toThrow(CartInputError);
    });
  }
});
