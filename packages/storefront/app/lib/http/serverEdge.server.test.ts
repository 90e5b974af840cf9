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

describe('the methods the server refuses before React Router', () => {
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

describe('the refusal page, word for word', () => {
  const STYLE =
    'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf8f3;color:#1a1714;font-family:"Inter Variable", "Inter Fallback", system-ui, sans-serif}' +
    'main{max-width:34rem;padding:2rem 1.5rem;text-align:center}' +
    'h1{font-family:"Cormorant Garamond Variable", "Cormorant Garamond Fallback", Georgia, serif;font-weight:400;font-size:1.75rem;line-height:1.25;margin:0 0 1rem}' +
    'p{color:#6b645c;margin:0 0 1.5rem}' +
    'a{color:#1a1714;letter-spacing:0.08em;text-transform:uppercase;font-size:0.875rem}';
  const nonceOf = (headers: Record<string, string>) =>
    /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];

  it('is the message, the status and a link home, in the shop’s paper, ink and serif, not indexed', () => {
    const answer = edge.refuseMethod('TRACE', '/en-us/x')!;
    expect(answer.statusText).toBe('Method Not Allowed');
    const headers = Object.fromEntries(answer.headers);
    expect(answer.body).toBe(
      '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
        `<title>Error 405 · Atelier Treize</title><style nonce="${nonceOf(headers)}">${STYLE}</style></head>` +
        '<body><main><h1>This address does not accept that kind of request.</h1><p>Error 405</p><p><a href="/en-us">Atelier Treize</a></p></main></body></html>',
    );
    expect(headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('links the French page home to /', () => {
    const answer = edge.refuseMethod('DELETE', '/panier')!;
    expect(answer.body).toContain('<title>Erreur 405 · Atelier Treize</title>');
    expect(answer.body).toContain('<p><a href="/">Atelier Treize</a></p>');
    expect(answer.body).toContain('<html lang="fr-FR">');
    expect(Object.fromEntries(answer.headers)['content-language']).toBe('fr-FR');
  });

  it('gives a request without a target the default language', () => {
    expect(localeOfTarget(undefined).pathPrefix).toBe('');
    expect(localeOfTarget('http://shop.example/en-us').pathPrefix).toBe('/en-us');
  });

  it('writes an answer as raw HTTP/1.1: status line, headers, a blank line, the body', () => {
    expect(
      edge.raw({
        status: 405,
        statusText: 'Method Not Allowed',
        headers: [
          ['allow', 'GET, HEAD, POST'],
          ['connection', 'close'],
        ],
        body: '<p>no</p>',
      }),
    ).toBe(
      'HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD, POST\r\nconnection: close\r\n\r\n<p>no</p>',
    );
  });

  it('is the answer to a request Node could not parse, headers and all', () => {
    const raw = edge.clientErrorResponse(
      'ERR_HTTP_HEADERS_TIMEOUT',
      Buffer.from('GET /en-us/a HTTP/1.0\r\nHost: shop\r\n'),
    );
    const answer = parseRaw(raw);
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      connection: 'close',
      'content-language': 'en-US',
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonceOf(answer.headers)}'; frame-ancestors 'none'`,
    });
    expect(answer.body).toContain(
      '<h1>Your request took too long to arrive. Check your connection, then try again.</h1><p>Error 408</p>',
    );
    expect(answer.body).toContain(`<style nonce="${nonceOf(answer.headers)}">${STYLE}</style>`);
  });

  it('answers an unknown parser error and a missing code with a 400', () => {
    for (const code of ['HPE_INVALID_HEADER_TOKEN', undefined]) {
      const answer = parseRaw(
        edge.clientErrorResponse(code, Buffer.from('GET /en-us/ HTTP/1.1\r\n')),
      );
      expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(answer.body).toContain('<p>Error 400</p>');
    }
  });

  it('reads the target only from a whole HTTP/1.0 or 1.1 request line in the first 8 KiB', () => {
    const languageOf = (packet: string) =>
      parseRaw(edge.clientErrorResponse('HPE_HEADER_OVERFLOW', Buffer.from(packet))).headers[
        'content-language'
      ];
    expect(languageOf('GET /en-us/a HTTP/1.1\r\nHost: x')).toBe('en-US');
    expect(languageOf('POST /en-us/a HTTP/1.0')).toBe('en-US');
    for (const packet of [
      'GET /en-us/a HTTP/2.0\r\n',
      'GET /en-us/a HTTP/1.1x\r\n',
      'get /en-us/a HTTP/1.1\r\n',
      ' GET /en-us/a HTTP/1.1\r\n',
      'GET  HTTP/1.1\r\n',
      'GET /en-us/a b HTTP/1.1\r\n',
      'Host: x\r\nGET /en-us/a HTTP/1.1\r\n',
      `GET /en-us/${'a'.repeat(8_192)} HTTP/1.1\r\n`,
    ]) {
      expect(languageOf(packet), JSON.stringify(packet.slice(0, 40))).toBe('fr-FR');
    }
  });

  it('gives static files no HSTS outside production but the rest of the headers', () => {
    const local = Object.fromEntries(createServerEdge({ production: false }).staticHeaders());
    expect(local).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    const refusal = Object.fromEntries(
      createServerEdge({ production: false }).refuseMethod('PUT', '/')!.headers,
    );
    expect(refusal['strict-transport-security']).toBeUndefined();
    expect(refusal['allow']).toBe('GET, HEAD, POST');
  });
});
