// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { shareStyleNonce } from './shareStyleNonce';

const holder = globalThis as { __webpack_nonce__?: string };

describe('shareStyleNonce', () => {
  afterEach(() => {
    delete holder.__webpack_nonce__;
    document.head.innerHTML = '';
  });

  it('hands the nonce of the page’s scripts to style injectors', () => {
    const script = document.createElement('script');
    script.nonce = 'cGFnZS1ub25jZQ==';
    document.head.append(script);
    shareStyleNonce(document);
    expect(holder.__webpack_nonce__).toBe('cGFnZS1ub25jZQ==');
  });

  it('leaves the global unset on a page without a nonce, and does nothing on the server', () => {
    shareStyleNonce(document);
    expect('__webpack_nonce__' in holder).toBe(false);
    // The server has no document (a caller passing none explicitly).
    expect(() => shareStyleNonce(null as unknown as undefined)).not.toThrow();
    expect('__webpack_nonce__' in holder).toBe(false);
  });

  it('keeps a nonce a library was already given', () => {
    const script = document.createElement('script');
    script.nonce = 'bmV3LW5vbmNl';
    document.head.append(script);
    holder.__webpack_nonce__ = 'Zmlyc3Q=';
    shareStyleNonce(document);
    expect(holder.__webpack_nonce__).toBe('Zmlyc3Q=');
  });
});
