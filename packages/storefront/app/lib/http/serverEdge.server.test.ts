import { describe, expect, it } from 'vitest';
import { createServerEdge, localeOfTarget } from './serverEdge.server';

const edge = createServerEdge({ production: true });

/** Splits a raw HTTP/1.1 answer into its status line, headers and body. */
function parseRaw(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 2),
    ]),
  );
  return { statusLine, headers, body: body ?? '' };
}

describe('the methods the server refuses before React Router (issue 13)', () => {
  it('lets GET, HEAD and POST through', () => {
    for (const method of ['GET', 'HEAD', 'POST'])
      expect(edge.refuseMethod(method, '/cart')).toBeUndefined();
  });

  it('answers TRACE, OPTIONS, PROPFIND, PUT… with 405, Allow and the message in the page’s language', () => {
    for (const method of ['TRACE', 'OPTIONS', 'PROPFIND', 'PUT', 'CONNECT', 'M-SEARCH']) {
      const answer = edge.refuseMethod(method, '/en-us/cart?x=1')!;
      expect(answer.status, method).toBe(405);
      const headers = Object.fromEntries(answer.headers);
      expect(headers['allow']).toBe('GET, HEAD, POST');
      expect(headers['content-language']).toBe('en-US');
      expect(answer.body).toContain('This address does not accept that kind of request.');
      expect(answer.body).toContain('<html lang="en-US">');
    }
    const french = edge.refuseMethod('TRACE', '/cart')!;
    expect(french.body).toContain('Cette adresse n’accepte pas ce type de requête.');
    expect(french.body).toContain('Erreur 405');
  });

  it('carries the security headers and a policy that loads nothing and allows only its own style', () => {
    const answer = edge.refuseMethod('OPTIONS', '/')!;
    const headers = Object.fromEntries(answer.headers);
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];
    expect(headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'`,
    );
    expect(answer.body).toContain(`<style nonce="${nonce}">`);
    // A fresh nonce for every answer.
    expect(edge.refuseMethod('OPTIONS', '/')!.body).not.toContain(nonce);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cache-control']).toBe('no-store');
  });
});

describe('the answer to a request Node cannot parse', () => {
  it('oversized headers get a 431 with a message, in the language of the address asked for', () => {
    const raw = Buffer.from(
      `GET /en-fr/products/etoile-treize HTTP/1.1\r\nHost: shop\r\nCookie: ${'a'.repeat(20_000)}`,
    );
    const answer = parseRaw(edge.clientErrorResponse('HPE_HEADER_OVERFLOW', raw));
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.headers['connection']).toBe('close');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.body).toContain(
      'Your browser sent headers that are too large (often too many cookies). Clear this site’s cookies, then try again.',
    );
    const french = parseRaw(
      edge.clientErrorResponse('HPE_HEADER_OVERFLOW', Buffer.from('GET / HTTP/1.1\r\n')),
    );
    expect(french.body).toContain('Votre navigateur a envoyé des en-têtes trop volumineux');
  });

  it('garbage gets a 400 and a slow request a 408, both with a message; no request line means French', () => {
    const garbage = parseRaw(
      edge.clientErrorResponse('HPE_INVALID_METHOD', Buffer.from('\x16\x03\x01 binary')),
    );
    expect(garbage.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(garbage.body).toContain('Cette requête est incompréhensible.');
    const slow = parseRaw(edge.clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT', undefined));
    expect(slow.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(slow.body).toContain('Votre requête a mis trop de temps à arriver.');
  });

  it('reads the locale from the request target, absolute or odd', () => {
    expect(localeOfTarget('/EN-US/cart').pathPrefix).toBe('/en-us');
    expect(localeOfTarget('http://shop.example/en-fr/x').pathPrefix).toBe('/en-fr');
    expect(localeOfTarget('/de-de/x').pathPrefix).toBe('');
    expect(localeOfTarget('//[::1').pathPrefix).toBe('');
  });
});

describe('static files', () => {
  it('carry the same security headers as pages, HSTS only in production', () => {
    const headers = Object.fromEntries(edge.staticHeaders());
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    const local = Object.fromEntries(createServerEdge({ production: false }).staticHeaders());
    expect(local['strict-transport-security']).toBeUndefined();
    expect(local['x-content-type-options']).toBe('nosniff');
  });
});
