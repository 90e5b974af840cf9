import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  getPageCache,
  isAnonymousRead,
  isStorable,
  PAGE_CACHE_DEFAULTS,
  PAGE_CACHE_HEADER,
  type PageCacheOptions,
} from './pageCache.server';

const URL_A = 'http://shop.test/products/etoile-treize?Couleur=Or';

function page(
  body: string,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(body, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, s-maxage=60',
      ...init.headers,
    },
  });
}

/** A cache on a hand-driven clock and a renderer that counts its calls and numbers its pages. */
function setup(overrides: Partial<PageCacheOptions> = {}) {
  let time = 0;
  const cache = createPageCache({
    freshMs: 5_000,
    staleMs: 60_000,
    maxEntries: 10,
    maxBodyBytes: 1_000,
    now: () => time,
    ...overrides,
  });
  let renders = 0;
  const render =
    (make: (n: number) => Response = (n) => page(`page ${n}`)) =>
    () =>
      Promise.resolve(make(++renders));
  const get = async (url = URL_A, init: RequestInit = {}, make?: (n: number) => Response) => {
    const response = await cache.handle(new Request(url, init), render(make));
    return {
      status: response.headers.get(PAGE_CACHE_HEADER),
      body: await response.text(),
      code: response.status,
      response,
    };
  };
  // The copy is stored once the visitor's stream is read; a tick lets the cache's reader finish.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { cache, get, settle, advance: (ms: number) => (time += ms), renders: () => renders };
}

describe('the anonymous-page micro-cache (ADR 002)', () => {
  it('renders once, then answers the same URL from memory while fresh', async () => {
    const { get, settle, renders } = setup();
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 1' });
    await settle();
    expect(await get()).toMatchObject({ status: 'HIT', body: 'page 1' });
    expect(renders()).toBe(1);
  });

  it('keys by the full URL, query included', async () => {
    const { get, settle } = setup();
    await get();
    await settle();
    expect(await get(URL_A.replace('Or', 'Argent'))).toMatchObject({
      status: 'MISS',
      body: 'page 2',
    });
  });

  it('after 5 s one visitor renders anew while the others get the stale page, and after a minute it is gone', async () => {
    const { get, settle, advance, cache } = setup();
    await get();
    await settle();
    advance(6_000);
    const refreshing = cache.handle(
      new Request(URL_A),
      () => new Promise<Response>(() => undefined),
    );
    expect(await get()).toMatchObject({ status: 'STALE', body: 'page 1' });
    void refreshing;
    advance(60_000);
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 2' });
  });

  it('replaces the stale page with the refreshed one', async () => {
    const { get, settle, advance } = setup();
    await get();
    await settle();
    advance(6_000);
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 2' });
    await settle();
    expect(await get()).toMatchObject({ status: 'HIT', body: 'page 2' });
  });

  it('goes around the cache for cookies, credentials and anything but GET', async () => {
    const { get, settle, renders } = setup();
    await get();
    await settle();
    expect((await get(URL_A, { headers: { Cookie: 'treize_cart=abc' } })).status).toBe('BYPASS');
    expect((await get(URL_A, { headers: { Authorization: 'Bearer x' } })).status).toBe('BYPASS');
    expect((await get(URL_A, { method: 'POST', body: 'a=1' })).status).toBe('BYPASS');
    expect(renders()).toBe(4);
  });

  it('never answers a visitor who made a privacy choice with the notice-bearing anonymous page', async () => {
    // The cookieless page shows the privacy notice; one with a choice is rendered for it.
    const { get, settle, renders } = setup();
    await get();
    await settle();
    for (const cookie of [
      'privacyPolicy=accepted',
      'privacyPolicy=refused',
      'newsletterPopup=accepted',
    ]) {
      expect((await get(URL_A, { headers: { Cookie: cookie } })).status).toBe('BYPASS');
    }
    expect(renders()).toBe(4);
  });

  it('never keeps an error, a redirect, a cookie, a private or non-HTML answer', async () => {
    const answers: [string, (n: number) => Response][] = [
      ['404', (n) => page(`missing ${n}`, { status: 404 })],
      ['500', (n) => page(`broken ${n}`, { status: 500 })],
      ['redirect', () => new Response(null, { status: 302, headers: { Location: '/' } })],
      ['Set-Cookie', (n) => page(`cookie ${n}`, { headers: { 'Set-Cookie': 'treize_session=x' } })],
      [
        'private',
        (n) => page(`private ${n}`, { headers: { 'Cache-Control': 'private, no-store' } }),
      ],
      [
        'JSON',
        (n) => new Response(`{"n":${n}}`, { headers: { 'Content-Type': 'application/json' } }),
      ],
    ];
    for (const [name, make] of answers) {
      const { get, settle, renders } = setup();
      await get(URL_A, {}, make);
      await settle();
      await get(URL_A, {}, make);
      expect(renders(), name).toBe(2);
    }
  });

  it('drops a stale page whose refresh is no longer a 200', async () => {
    const { get, settle, advance } = setup();
    await get();
    await settle();
    advance(6_000);
    expect((await get(URL_A, {}, () => page('gone', { status: 404 }))).code).toBe(404);
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 3' });
  });

  it('does not keep a page whose streamed part reported an error, nor one over the size limit', async () => {
    const { cache, get, settle, renders } = setup();
    const request = new Request(URL_A);
    const response = await cache.handle(request, () => Promise.resolve(page('half a page')));
    cache.markFailed(request);
    await response.text();
    await settle();
    await get(URL_A.replace('Or', 'Argent'), {}, () => page('x'.repeat(2_000)));
    await settle();
    expect((await get()).status).toBe('MISS');
    expect((await get(URL_A.replace('Or', 'Argent'))).status).toBe('MISS');
    expect(renders()).toBe(3);
  });

  it('keeps bots and browsers apart (bots get the fully rendered document)', async () => {
    const { get, settle } = setup();
    await get();
    await settle();
    expect(
      (
        await get(URL_A, {
          headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        })
      ).status,
    ).toBe('MISS');
  });
});

describe('what the micro-cache may answer and keep', () => {
  it('answers only cookie-less GETs', () => {
    expect(isAnonymousRead(new Request(URL_A))).toBe(true);
    expect(isAnonymousRead(new Request(URL_A, { headers: { Cookie: 'a=b' } }))).toBe(false);
    expect(isAnonymousRead(new Request(URL_A, { method: 'HEAD' }))).toBe(false);
  });

  it('keeps only shareable 200 HTML pages', () => {
    expect(isStorable(page('ok'))).toBe(true);
    expect(isStorable(page('ok', { headers: { 'Cache-Control': 'no-cache' } }))).toBe(false);
    expect(isStorable(page('nope', { status: 503 }))).toBe(false);
  });
});

describe('the micro-cache and the CSP nonce', () => {
  const RENDERED_NONCE = 'cmVuZGVyZWQtbm9uY2UtMQ==';
  /** A page as entry.server renders it: the nonce in the policy and on every inline script. */
  const noncedPage = () =>
    page(
      `<link nonce="${RENDERED_NONCE}" rel="modulepreload"><script nonce="${RENDERED_NONCE}">1</script><p>Étoile</p><script nonce="${RENDERED_NONCE}">2</script>`,
      {
        headers: {
          'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${RENDERED_NONCE}'; object-src 'none'`,
        },
      },
    );
  const policyNonce = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
  const bodyNonces = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

  it('never hands one shopper the nonce another shopper was sent: each replay gets a fresh one', async () => {
    const { get, settle, advance } = setup({ maxBodyBytes: 10_000 });
    const first = await get(URL_A, {}, noncedPage);
    expect(first.status).toBe('MISS');
    expect(policyNonce(first.response)).toBe(RENDERED_NONCE);
    await settle();
    const seen = new Set([RENDERED_NONCE]);
    for (const expected of ['HIT', 'HIT']) {
      const replayed = await get(URL_A, {}, noncedPage);
      expect(replayed.status).toBe(expected);
      const nonce = policyNonce(replayed.response)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      // The page itself still runs: every inline script carries the policy's new nonce.
      expect(bodyNonces(replayed.body)).toEqual([nonce, nonce, nonce]);
      expect(replayed.body).not.toContain(RENDERED_NONCE);
      expect(replayed.body).toContain('<p>Étoile</p>');
    }
    // The stale copy handed out while another visitor refreshes is stamped anew as well.
    advance(6_000);
    void get(URL_A, {}, noncedPage);
    const stale = await get(URL_A, {}, noncedPage);
    expect(stale.status).toBe('STALE');
    expect(seen.has(policyNonce(stale.response)!)).toBe(false);
    expect(bodyNonces(stale.body)).toEqual(Array(3).fill(policyNonce(stale.response)));
  });
});

describe('the micro-cache, edge by edge', () => {
  it('keeps pages 5 s fresh, then a minute stale, at most 200 pages of 512 KB (ADR 002)', () => {
    expect(PAGE_CACHE_DEFAULTS).toEqual({
      freshMs: 5000,
      staleMs: 60000,
      maxEntries: 200,
      maxBodyBytes: 524288,
    });
  });

  it('answers from memory up to exactly 5 s, stale up to exactly 65 s, then renders anew', async () => {
    const { cache, get, settle, advance } = setup();
    await get();
    await settle();
    advance(5_000);
    expect(await get()).toMatchObject({ status: 'HIT', body: 'page 1' });
    advance(1);
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 2' });
    await settle();
    advance(65_000);
    void cache.handle(new Request(URL_A), () => new Promise<Response>(() => undefined));
    expect(await get()).toMatchObject({ status: 'STALE', body: 'page 2' });
  });

  it('forgets a page older than 65 s instead of serving it stale', async () => {
    const { cache, get, settle, advance } = setup();
    await get();
    await settle();
    advance(65_001);
    const pending = cache.handle(new Request(URL_A), () => new Promise<Response>(() => undefined));
    void pending;
    expect(cache.size).toBe(0);
  });

  it('keeps a page of exactly the size limit, in as many chunks as it streams, and not one byte more', async () => {
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 300)
            controller.enqueue(bytes.slice(at, at + 300));
          controller.close();
        },
      });
      return new Response(stream, { headers: { 'Content-Type': 'text/html' } });
    };
    // 3 + 496 × 2 + 1 + 4 bytes: the limit of 1000, some characters cut across chunks.
    const body = `<p>${'é'.repeat(496)}a</p>`;
    expect(new TextEncoder().encode(body).byteLength).toBe(1000);
    const { get, settle, renders } = setup();
    expect((await get(URL_A, {}, () => chunked(body))).body).toBe(body);
    await settle();
    expect(await get()).toMatchObject({ status: 'HIT', body });
    const other = URL_A.replace('Or', 'Argent');
    await get(other, {}, () => chunked(`${body}x`));
    await settle();
    expect((await get(other)).status).toBe('MISS');
    expect(renders()).toBe(3);
  });

  it('drops the oldest page past its entries, a page read again counting as new', async () => {
    const { get, settle, cache } = setup({ maxEntries: 2 });
    const url = (n: number) => `http://shop.test/pages/${n}`;
    await get(url(1));
    await settle();
    await get(url(2));
    await settle();
    expect(cache.size).toBe(2);
    await get(url(3));
    await settle();
    expect(cache.size).toBe(2);
    expect((await get(url(2))).status).toBe('HIT');
    expect((await get(url(3))).status).toBe('HIT');
    expect((await get(url(1))).status).toBe('MISS');
  });

  it('puts a refreshed page last, so it outlives pages stored after the stale copy', async () => {
    const { get, settle, advance } = setup({ maxEntries: 2 });
    const url = (n: number) => `http://shop.test/pages/${n}`;
    await get(url(1));
    await settle();
    advance(1_000);
    await get(url(2));
    await settle();
    advance(4_500);
    // Page 1 is stale now (5.5 s); its refresh is stored after page 2.
    expect((await get(url(1))).status).toBe('MISS');
    await settle();
    await get(url(3));
    await settle();
    expect((await get(url(1))).status).toBe('HIT');
    expect((await get(url(2))).status).toBe('MISS');
  });

  it('drops a stale page whose refresh threw, and lets the error through', async () => {
    const { cache, get, settle, advance } = setup();
    await get();
    await settle();
    advance(6_000);
    await expect(
      cache.handle(new Request(URL_A), () => Promise.reject(new Error('backend down'))),
    ).rejects.toThrow('backend down');
    expect(cache.size).toBe(0);
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 2' });
  });

  it('keeps a newer copy that replaced the stale one when a late refresh fails', async () => {
    const { cache, get, settle, advance } = setup();
    await get();
    await settle();
    advance(6_000);
    let fail!: (error: Error) => void;
    const late = cache.handle(
      new Request(URL_A),
      () => new Promise<Response>((_, reject) => (fail = reject)),
    );
    advance(60_000);
    // Past the stale window a visitor renders and stores a new copy meanwhile.
    expect(await get()).toMatchObject({ status: 'MISS', body: 'page 2' });
    await settle();
    fail(new Error('late'));
    await expect(late).rejects.toThrow('late');
    expect(await get()).toMatchObject({ status: 'HIT', body: 'page 2' });
  });

  it('drops a stale page whose refresh reported an error while streaming', async () => {
    const { cache, get, settle, advance } = setup();
    await get();
    await settle();
    advance(6_000);
    const request = new Request(URL_A);
    const response = await cache.handle(request, () => Promise.resolve(page('half')));
    cache.markFailed(request);
    await response.text();
    await settle();
    expect(cache.size).toBe(0);
  });

  it('hands the visitor the rendered status, reason and headers, marked MISS, and replays them', async () => {
    const { get, settle } = setup();
    const rendered = () =>
      new Response('<p>ok</p>', {
        status: 200,
        statusText: 'Fine',
        headers: {
          'Content-Type': 'text/html',
          'X-Robots-Tag': 'all',
          Date: 'Tue, 24 Nov 2026 10:00:00 GMT',
        },
      });
    const first = await get(URL_A, {}, rendered);
    expect(first.response.statusText).toBe('Fine');
    expect(first.response.headers.get('X-Robots-Tag')).toBe('all');
    expect(first.response.headers.get('X-Page-Cache')).toBe('MISS');
    await settle();
    const hit = await get(URL_A, {}, rendered);
    expect(hit.code).toBe(200);
    expect(hit.response.headers.get('X-Robots-Tag')).toBe('all');
    expect(hit.response.headers.get('Content-Type')).toBe('text/html');
    // The stored Date would be wrong on a replay; the server adds the current one.
    expect(hit.response.headers.get('Date')).toBeNull();
    expect([...hit.response.headers]).toEqual([
      ['content-type', 'text/html'],
      ['x-page-cache', 'HIT'],
      ['x-robots-tag', 'all'],
    ]);
  });

  it('marks an answer it may not keep MISS as well', async () => {
    const { get } = setup();
    const missing = await get(URL_A, {}, () => page('missing', { status: 404 }));
    expect(missing).toMatchObject({ status: 'MISS', code: 404, body: 'missing' });
  });

  it('marks an answer that went around the cache BYPASS, and does not keep it', async () => {
    const { cache, get } = setup();
    const bypassed = await get(URL_A, { headers: { Cookie: 'a=b' } });
    expect(bypassed.response.headers.get('X-Page-Cache')).toBe('BYPASS');
    expect(bypassed.body).toBe('page 1');
    expect(cache.size).toBe(0);
  });

  it('shares one entry among bots and one among browsers', async () => {
    const { get, settle, renders } = setup();
    const googlebot = {
      headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    };
    const firefox = {
      headers: {
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
    };
    await get(URL_A, googlebot);
    await settle();
    expect(await get(URL_A, googlebot)).toMatchObject({ status: 'HIT', body: 'page 1' });
    expect(await get(URL_A, firefox)).toMatchObject({ status: 'MISS', body: 'page 2' });
    await settle();
    expect(await get(URL_A)).toMatchObject({ status: 'HIT', body: 'page 2' });
    expect(await get(URL_A, googlebot)).toMatchObject({ status: 'HIT', body: 'page 1' });
    expect(renders()).toBe(2);
  });

  it('replays a page without a policy as it was rendered', async () => {
    const { get, settle } = setup();
    const rendered = () =>
      page('<script>a+b=c</script>', { headers: { Link: '</a.css>; rel=preload' } });
    await get(URL_A, {}, rendered);
    await settle();
    const hit = await get(URL_A, {}, rendered);
    expect(hit).toMatchObject({ status: 'HIT', body: '<script>a+b=c</script>' });
    expect(hit.response.headers.get('Link')).toBe('</a.css>; rel=preload');
  });
});

describe('what the micro-cache may answer and keep, rule by rule', () => {
  it('goes around requests with credentials', () => {
    expect(isAnonymousRead(new Request(URL_A, { headers: { Authorization: 'Basic eA==' } }))).toBe(
      false,
    );
    expect(isAnonymousRead(new Request(URL_A, { method: 'POST', body: 'a=1' }))).toBe(false);
  });

  it('keeps no page without a body, type, or with a cookie, and reads Cache-Control in any case', () => {
    expect(isStorable(new Response(null, { headers: { 'Content-Type': 'text/html' } }))).toBe(
      false,
    );
    expect(isStorable(new Response('<p>x</p>'))).toBe(false);
    expect(
      isStorable(new Response('<p>x</p>', { headers: { 'Content-Type': 'text/plain' } })),
    ).toBe(false);
    expect(isStorable(page('x', { headers: { 'Set-Cookie': 'a=b' } }))).toBe(false);
    expect(isStorable(new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html' } }))).toBe(
      true,
    );
    expect(isStorable(page('x', { headers: { 'Cache-Control': 'Private' } }))).toBe(false);
    expect(isStorable(page('x', { headers: { 'Cache-Control': 'max-age=0, NO-STORE' } }))).toBe(
      false,
    );
    expect(isStorable(page('x', { status: 201 }))).toBe(false);
  });
});

describe('the process micro-cache', () => {
  it('exists only when PAGE_CACHE is on, and is one cache for the process', () => {
    expect(getPageCache(false)).toBeUndefined();
    const cache = getPageCache(true);
    expect(cache?.size).toBe(0);
    expect(getPageCache(true)).toBe(cache);
  });
});
