import { describe, expect, it } from 'vitest';
import { createSwrCache } from '../cache/cache.server';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { CommerceError, createCommerceClient } from './client.server';

const env = {
  storeDomain: 'http://127.0.0.1:4100',
  storefrontToken: 'tok',
  storefrontApiVersion: '2023-10',
};

function recordingFetch(answer: () => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}

describe('commerce client', () => {
  it('posts to the Storefront API URL with the public token and the locale context', async () => {
    const { fetchImpl, requests } = recordingFetch(() =>
      Response.json({ data: { shop: { name: 'Treize' } } }),
    );
    const client = createCommerceClient(env, fetchImpl);
    const data = await client.query<{ shop: { name: string } }>('query Q { shop { name } }', {
      locale: LOCALES[1]!,
      variables: { a: 1 },
    });
    expect(data.shop.name).toBe('Treize');
    expect(requests[0]?.url).toBe('http://127.0.0.1:4100/api/2023-10/graphql.json');
    expect(
      (requests[0]?.init.headers as Record<string, string>)['X-Shopify-Storefront-Access-Token'],
    ).toBe('tok');
    expect(JSON.parse(requests[0]?.init.body as string).variables).toEqual({
      a: 1,
      country: 'US',
      language: 'EN',
    });
  });

  it('turns GraphQL errors, HTTP errors and network failures into CommerceError', async () => {
    const failing = [
      () => Response.json({ errors: [{ message: 'Field "nope" is not resolved' }] }),
      () => new Response('down', { status: 503 }),
    ];
    for (const answer of failing) {
      const client = createCommerceClient(env, recordingFetch(answer).fetchImpl);
      await expect(
        client.query('query Q { shop { name } }', { locale: DEFAULT_LOCALE }),
      ).rejects.toBeInstanceOf(CommerceError);
    }
    const offline = createCommerceClient(env, (() =>
      Promise.reject(new Error('ECONNREFUSED'))) as unknown as typeof fetch);
    await expect(
      offline.query('query Q { shop { name } }', { locale: DEFAULT_LOCALE }),
    ).rejects.toThrow(/cannot be reached: ECONNREFUSED/);
  });

  it('answers repeated queries from the cache but always sends mutations', async () => {
    const { fetchImpl, requests } = recordingFetch(() => Response.json({ data: { ok: true } }));
    const client = createCommerceClient(env, fetchImpl, createSwrCache());
    const query =
      '#graphql\n  query Q($country: CountryCode) @inContext(country: $country) { shop { name } }';
    await client.query(query, { locale: DEFAULT_LOCALE });
    await client.query(query, { locale: DEFAULT_LOCALE });
    expect(requests).toHaveLength(1);
    await client.query(query, { locale: LOCALES[1]! });
    expect(requests).toHaveLength(2);
    const mutation = '#graphql\n  mutation M { cartCreate { cart { id } } }';
    await client.query(mutation, { locale: DEFAULT_LOCALE });
    await client.query(mutation, { locale: DEFAULT_LOCALE });
    expect(requests).toHaveLength(4);
  });
});

describe('commerce client: what a failure says and whether it is tried again', () => {
  const failWith = async (
    answer: () => Response | Promise<Response>,
    document = 'query Q { shop { name } }',
  ) => {
    const { fetchImpl, requests } = recordingFetch(answer as () => Response);
    const client = createCommerceClient(env, fetchImpl, undefined, {
      timeoutMs: 1_000,
      retries: 1,
    });
    const error = await client.query(document, { locale: DEFAULT_LOCALE }).catch((e: unknown) => e);
    return { error: error as CommerceError, tries: requests.length };
  };

  it('sends a JSON POST with the deadline signal', async () => {
    const { fetchImpl, requests } = recordingFetch(() => Response.json({ data: { ok: 1 } }));
    await createCommerceClient(env, fetchImpl).query('query Q { shop { name } }', {
      locale: DEFAULT_LOCALE,
    });
    expect(requests[0]!.init.method).toBe('POST');
    expect((requests[0]!.init.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
    expect(requests[0]!.init.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(requests[0]!.init.body as string).query).toBe('query Q { shop { name } }');
  });

  it('GraphQL errors are refused queries: all messages, not retried, unavailable only on a 5xx', async () => {
    const refused = await failWith(() =>
      Response.json({ errors: [{ message: 'A' }, { message: 'B' }] }),
    );
    expect(refused.error).toBeInstanceOf(CommerceError);
    expect(refused.error.name).toBe('CommerceError');
    expect(refused.error.message).toBe('The Storefront API refused the query: A; B');
    expect(refused.error.status).toBe(200);
    expect(refused.error.unavailable).toBe(false);
    expect(refused.tries).toBe(1);
    const down = await failWith(() =>
      Response.json({ errors: [{ message: 'Internal' }] }, { status: 500 }),
    );
    expect(down.error.unavailable).toBe(true);
    expect(down.tries).toBe(2);
    const clientError = await failWith(() =>
      Response.json({ errors: [{ message: 'Bad' }] }, { status: 499 }),
    );
    expect(clientError.error.unavailable).toBe(false);
  });

  it('an answer without JSON names its status; a 5xx is unavailable and read again once', async () => {
    const down = await failWith(() => new Response('<html>down</html>', { status: 503 }));
    expect(down.error.message).toBe('The Storefront API answered 503 without JSON');
    expect(down.error.status).toBe(503);
    expect(down.error.unavailable).toBe(true);
    expect(down.tries).toBe(2);
    const odd = await failWith(() => new Response('not json', { status: 200 }));
    expect(odd.error.message).toBe('The Storefront API answered 200 without JSON');
    expect(odd.error.unavailable).toBe(false);
    expect(odd.tries).toBe(1);
    const at500 = await failWith(() => new Response('x', { status: 500 }));
    expect(at500.error.unavailable).toBe(true);
    const at499 = await failWith(() => new Response('x', { status: 499 }));
    expect(at499.error.unavailable).toBe(false);
  });

  it('a body cut off on the way is unavailable', async () => {
    const cut = await failWith(
      () =>
        ({
          status: 200,
          ok: true,
          json: () => Promise.reject(new TypeError('terminated')),
        }) as unknown as Response,
    );
    expect(cut.error.unavailable).toBe(true);
  });

  it('an HTTP error without data: 429 and 5xx are unavailable, other statuses not', async () => {
    for (const [status, unavailable] of [
      [429, true],
      [500, true],
      [400, false],
      [499, false],
      [428, false],
      [430, false],
    ] as const) {
      const { error } = await failWith(() => Response.json({}, { status }));
      expect(error.message).toBe(`The Storefront API answered ${status}`);
      expect(error.status).toBe(status);
      expect(error.unavailable).toBe(unavailable);
    }
    const empty = await failWith(() => Response.json({}));
    expect(empty.error.message).toBe('The Storefront API answered 200');
  });

  it('an unreachable API is unavailable: a read is tried twice, a mutation once', async () => {
    const offline = () => Promise.reject(new Error('ECONNREFUSED'));
    const read = await failWith(offline);
    expect(read.error.message).toBe(
      'The Storefront API at http://127.0.0.1:4100/api/2023-10/graphql.json cannot be reached: ECONNREFUSED',
    );
    expect(read.error.status).toBeUndefined();
    expect(read.error.unavailable).toBe(true);
    expect(read.tries).toBe(2);
    const write = await failWith(offline, 'mutation M { cartCreate { cart { id } } }');
    expect(write.tries).toBe(1);
    const commented = await failWith(
      offline,
      '#graphql\n  # creates a cart\n  mutation M { cartCreate { cart { id } } }',
    );
    expect(commented.tries).toBe(1);
    const named = await failWith(offline, 'query mutationLike { shop { name } }');
    expect(named.tries).toBe(2);
    const prefixed = await failWith(offline, 'mutationX { shop { name } }');
    expect(prefixed.tries).toBe(2);
    const indented = await failWith(offline, '\n  mutation M { cartCreate { cart { id } } }');
    expect(indented.tries).toBe(1);
    const later = await failWith(offline, 'query Q { shop { name } } # before a mutation is sent');
    expect(later.tries).toBe(2);
  });

  it('a cached answer is kept per document, variables and locale', async () => {
    const { fetchImpl, requests } = recordingFetch(() => Response.json({ data: { ok: true } }));
    const client = createCommerceClient(env, fetchImpl, createSwrCache());
    const query = 'query Q($a: Int) { shop { name } }';
    await client.query(query, { locale: DEFAULT_LOCALE, variables: { a: 1 } });
    await client.query(query, { locale: DEFAULT_LOCALE, variables: { a: 2 } });
    await client.query(query, { locale: DEFAULT_LOCALE, variables: { a: 1 } });
    await client.query('query R { shop { name } }', {
      locale: DEFAULT_LOCALE,
      variables: { a: 1 },
    });
    // en-fr differs from fr in language only, en-us from en-fr in country only.
    await client.query(query, { locale: LOCALES[2]!, variables: { a: 1 } });
    await client.query(query, { locale: LOCALES[1]!, variables: { a: 1 } });
    expect(requests).toHaveLength(5);
  });

  it('a CommerceError is not an outage unless said so', () => {
    expect(new CommerceError('x', 400).unavailable).toBe(false);
  });
});
