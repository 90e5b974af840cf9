import { connect } from 'node:net';
import { stack } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * What the storefront's own server (packages/storefront/server/serve.mjs) answers before
 * React Router: methods it cannot represent, requests Node cannot parse, the headers of static
 * files, and micro-cached pages that never share a CSP nonce. Raw sockets, so nothing between the
 * test and the server (no client library) rewrites or refuses the request.
 */

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as is and reads until the server closes or a whole answer has arrived. */
function rawExchange(request: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(stack.storefront);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusLine, headers, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(20_000, () =>
      reject(new Error(`no answer to ${String(request).slice(0, 40)}`)),
    );
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      const bodyStart = text.indexOf('\r\n\r\n');
      if (
        length &&
        bodyStart >= 0 &&
        Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length)
      )
        finish();
    });
    socket.on('end', finish);
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)));
    socket.write(request);
  });
}

const host = () => new URL(stack.storefront).host;

test.describe('the storefront server’s own answers', () => {
  test('TRACE, OPTIONS, PROPFIND and CONNECT get 405 with Allow and a message, never a 500', async () => {
    const cases = [
      { line: 'TRACE /cart HTTP/1.1', text: 'Cette adresse n’accepte pas ce type de requête.' },
      {
        line: 'OPTIONS /en-us/cart HTTP/1.1',
        text: 'This address does not accept that kind of request.',
      },
      {
        line: 'PROPFIND /en-fr/ HTTP/1.1',
        text: 'This address does not accept that kind of request.',
      },
      {
        line: `CONNECT ${host()} HTTP/1.1`,
        text: 'Cette adresse n’accepte pas ce type de requête.',
      },
      {
        line: 'TRACE /favicon.svg HTTP/1.1',
        text: 'Cette adresse n’accepte pas ce type de requête.',
      },
    ];
    for (const { line, text } of cases) {
      const answer = await rawExchange(`${line}\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
      expect(answer.statusLine, line).toBe('HTTP/1.1 405 Method Not Allowed');
      expect(answer.headers['allow'], line).toBe('GET, HEAD, POST');
      expect(answer.headers['x-content-type-options'], line).toBe('nosniff');
      expect(answer.body, line).toContain(text);
      // The page styles itself with this answer's nonce and loads nothing else.
      const nonce = /style-src 'nonce-([^']+)'/.exec(
        answer.headers['content-security-policy']!,
      )?.[1];
      expect(answer.body, line).toContain(`<style nonce="${nonce}">`);
    }
  });

  test('oversized headers get a 431 that says what to do, in the language of the address', async () => {
    const cookie = `Cookie: crumbs=${'x'.repeat(20_000)}`;
    const english = await rawExchange(
      `GET /en-us/products/etoile-treize HTTP/1.1\r\nHost: ${host()}\r\n${cookie}\r\n\r\n`,
    );
    expect(english.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('Clear this site’s cookies, then try again.');
    const french = await rawExchange(`GET /cart HTTP/1.1\r\nHost: ${host()}\r\n${cookie}\r\n\r\n`);
    expect(french.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(french.body).toContain('Effacez les cookies de ce site, puis réessayez.');
  });

  test('a request Node cannot parse gets a 400 with a message, not a bare close', async () => {
    const answer = await rawExchange('NOT AN HTTP REQUEST\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toContain('Cette requête est incompréhensible.');
  });

  test('static files carry the security headers and keep their caching', async ({ request }) => {
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    const page = await request.get('/en-us');
    // The brand fonts' own sheet, which names the font files.
    const stylesheet = /href="(\/assets\/fonts-[^"]+\.css)"/.exec(await page.text())![1]!;
    const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(
      await (await request.get(stylesheet)).text(),
    )![1]!;
    for (const path of ['/favicon.svg', stylesheet, font]) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    expect((await request.get(stylesheet)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // Still compressed, as react-router-serve did, now from the copies the build wrote.
    const compressed = await request.get(stylesheet, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers()['content-encoding']).toBe('gzip');
    const brotli = await request.get(stylesheet, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['content-type']).toBe('text/css; charset=utf-8');
    expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
    expect(await brotli.text()).toBe(await compressed.text());
  });

  test('a page replayed from the micro-cache never carries another visitor’s nonce', async () => {
    // Anonymous GETs (no cookie): the first renders, the next ones come from the micro-cache.
    const path = `${stack.storefront}/pages/notre-atelier?nonce-check=${Date.now()}`;
    const nonces = new Set<string>();
    let hits = 0;
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await fetch(path);
      const body = await response.text();
      if (/HIT|STALE/.test(response.headers.get('x-page-cache') ?? '')) hits += 1;
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;
      // The inline scripts run: they carry the nonce this answer's policy names.
      const inline = [...body.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inline.length).toBeGreaterThan(0);
      expect(new Set(inline)).toEqual(new Set([nonce]));
      nonces.add(nonce);
    }
    expect(hits).toBeGreaterThan(0);
    expect(nonces.size).toBe(3);
  });
});
