import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  isAnonymousRead,
  isStorable,
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
    // The cookieless page shows the privacy notice (issue 11); one with a choice is rendered for it.
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

describe('the micro-cache and the CSP nonce (issue 13)', () => {
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
