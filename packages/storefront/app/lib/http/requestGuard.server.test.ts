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
});
