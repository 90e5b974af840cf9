import { describe, expect, it } from 'vitest';
import { guardRequest, lowercaseLocalePath } from './requestGuard.server';

async function answerOf(
  request: Request,
  page?: URL,
): Promise<{ status: number; statusText?: string; headers: Headers; data?: unknown }> {
  try {
    await guardRequest(request, page);
    return { status: 0, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers };
    const { data, init } = thrown as { data: unknown; init: ResponseInit };
    return {
      status: init.status!,
      statusText: init.statusText,
      headers: new Headers(init.headers),
      data,
    };
  }
}

describe('guardRequest', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'])(
    'answers %s with 405, Allow and a message',
    async (method) => {
      const answer = await answerOf(new Request('http://shop.test/en-us/cart', { method }));
      expect(answer.status).toBe(405);
      expect(answer.headers.get('Allow')).toBe('GET, HEAD, POST');
      expect(answer.data).toBe('This address does not accept that kind of request.');
    },
  );

  it('says it in French on French pages', async () => {
    const answer = await answerOf(new Request('http://shop.test/cart', { method: 'DELETE' }));
    expect(answer.data).toBe('Cette adresse n’accepte pas ce type de requête.');
  });

  it("reads the page's address, not the .data request's, on a client navigation", async () => {
    const request = new Request('http://shop.test/en-us.data?_routes=root', { method: 'PUT' });
    const answer = await answerOf(request, new URL('http://shop.test/en-us'));
    expect(answer.data).toBe('This address does not accept that kind of request.');
  });

  it('moves upper- and mixed-case locale prefixes to lowercase for good', async () => {
    const page = await answerOf(new Request('http://shop.test/EN-US?x=1'));
    expect(page.status).toBe(301);
    expect(page.headers.get('Location')).toBe('/en-us?x=1');
    const post = await answerOf(
      new Request('http://shop.test/En-Fr/cart', { method: 'POST', body: 'a=1' }),
    );
    expect(post.status).toBe(308);
    expect(post.headers.get('Location')).toBe('/en-fr/cart');
  });

  it('leaves lowercase and unknown prefixes to the routes', async () => {
    expect(lowercaseLocalePath('/en-us/cart')).toBeUndefined();
    expect(lowercaseLocalePath('/DE-DE/cart')).toBeUndefined();
    expect(lowercaseLocalePath('/en-US/')).toBe('/en-us/');
    expect((await answerOf(new Request('http://shop.test/products/a'))).status).toBe(0);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const answer = await answerOf(
      new Request('http://shop.test/cart', { method: 'POST', body: 'x'.repeat(65_537) }),
    );
    expect(answer.status).toBe(413);
  });

  it('names the 405 and answers it in the language of a prefix in any case', async () => {
    const answer = await answerOf(new Request('http://shop.test/EN-US/cart', { method: 'PUT' }));
    expect(answer.status).toBe(405);
    expect(answer.statusText).toBe('Method Not Allowed');
    expect(answer.data).toBe('This address does not accept that kind of request.');
  });

  it('moves a HEAD for good too, as a GET', async () => {
    const head = await answerOf(new Request('http://shop.test/EN-FR/cart', { method: 'HEAD' }));
    expect(head.status).toBe(301);
    expect(head.headers.get('Location')).toBe('/en-fr/cart');
  });

  describe('writes from another site', () => {
    const post = (path: string, headers: Record<string, string>) =>
      new Request(`http://shop.test${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'choice=accepted',
      });

    it.each([
      [{ 'Sec-Fetch-Site': 'cross-site' }],
      [{ 'Sec-Fetch-Site': 'same-site' }],
      [{ Origin: 'https://evil.example' }],
      [{ Origin: 'null' }],
      [{ 'Sec-Fetch-Site': 'cross-site', Origin: 'http://shop.test' }],
    ])('refuses %o with 403 and a message in the page language', async (headers) => {
      const en = await answerOf(post('/en-us/api/consent', headers));
      expect(en.status).toBe(403);
      expect(en.data).toBe(
        'This request came from another website, so the shop refused it. Please go back to the shop and send it from its own page.',
      );
      const fr = await answerOf(post('/api/contact', headers));
      expect(fr.status).toBe(403);
      expect(fr.data).toMatch(/^Cette demande vient d’un autre site/);
    });

    it.each([
      [{ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://shop.test' }],
      [{ 'Sec-Fetch-Site': 'none' }],
      [{ Origin: 'http://shop.test' }],
      [{}],
    ])('lets %o through', async (headers) => {
      expect((await answerOf(post('/en-us/cart', headers))).status).toBe(0);
    });

    it('never refuses a page read from a link on another site', async () => {
      const request = new Request('http://shop.test/en-us', {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect((await answerOf(request)).status).toBe(0);
    });
  });
});
