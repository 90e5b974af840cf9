import { describe, expect, it } from 'vitest';
import { createSwrCache } from '../cache.server';
import { DEFAULT_LOCALE, LOCALES } from '../i18n';
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
