import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSitePath, sameSitePathOr } from './sameSitePath';

/**
 * Generated hostile return paths: pieces browsers and URL parsers treat specially, glued in any
 * order after a leading slash. Whatever comes out must keep a shopper on the shop's origin.
 */
const SHOP = 'https://shop.example';

const hostilePiece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  '\\',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  '\u007f',
  '\u3000',
  '\u202e',
  '\uff0f',
  '%09',
  '%0d%0a',
  ':',
  '@',
  '?',
  '#',
  'evil.example',
  'https:',
  'javascript:',
  ' ',
);
const hostilePath = fc
  .array(fc.oneof(hostilePiece, fc.string({ maxLength: 4 })), { maxLength: 12 })
  .map((pieces) => `/${pieces.join('')}`);

describe('sameSitePath under generated hostile paths', () => {
  it('never yields an address that leaves the origin or cannot be sent as a header', () => {
    fc.assert(
      fc.property(fc.oneof(hostilePath, fc.string()), (value) => {
        const path = sameSitePath(value);
        if (path === undefined) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- a header value must have none
        expect(/[\u0000-\u001f\u007f-\uffff\\]/.test(path)).toBe(false);
        expect(new URL(path, SHOP).origin).toBe(SHOP);
        // The browser resolves the header against the page it came from, maybe a deep one.
        expect(new URL(path, `${SHOP}/en-us/a/b/`).origin).toBe(SHOP);
        expect(() => new Headers({ Location: path })).not.toThrow();
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the fallback for every refused value', () => {
    fc.assert(
      fc.property(hostilePath, (value) => {
        const to = sameSitePathOr(value, '/en-us');
        expect(to === '/en-us' || to === sameSitePath(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
