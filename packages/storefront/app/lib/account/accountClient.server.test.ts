import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { StorefrontEnv } from '../server/env.server';
import { accountCommerce } from './accountClient.server';

function envFor(storeDomain: string) {
  return {
    storeDomain,
    storefrontToken: 'tok',
    storefrontApiVersion: '2023-10',
    backend: { timeoutMs: 4000, retries: 1, requestBudgetMs: 8000 },
  } as unknown as StorefrontEnv;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the account pages’ Storefront API client', () => {
  it('is one client per environment', () => {
    const env = envFor('http://127.0.0.1:4100');
    expect(accountCommerce(env)).toBe(accountCommerce(env));
    expect(accountCommerce(envFor('http://127.0.0.1:4100'))).not.toBe(accountCommerce(env));
  });

  it('gives every call 8 seconds, and never caches a customer’s answer', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const bodies: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      bodies.push(init.body as string);
      return Response.json({ data: { customer: { firstName: `Inès ${bodies.length}` } } });
    });
    const client = accountCommerce(envFor('http://127.0.0.1:4101'));
    const ask = () =>
      client.query<{ customer: { firstName: string } }>(
        'query Customer($token: String!) { customer(customerAccessToken: $token) { firstName } }',
        { locale: DEFAULT_LOCALE, variables: { token: 't' } },
      );
    expect((await ask()).customer.firstName).toBe('Inès 1');
    expect((await ask()).customer.firstName).toBe('Inès 2');
    expect(bodies).toHaveLength(2);
    expect(timeouts).toHaveBeenCalledWith(8000);
  });
});
