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
    expect(holder.__webpack_nonce__).toBeUndefined();
    expect(() => shareStyleNonce(undefined)).not.toThrow();
  });
});
