import { createStorefrontClient } from '@shopify/hydrogen-react';
import type { SwrCache } from '../cache.server';
import type { StorefrontEnv } from '../env.server';
import type { Locale } from '../i18n';

/** Variables of a Storefront API operation (without the `@inContext` pair, added per locale). */
export type Variables = Record<string, unknown>;

/** A failure of the Storefront API (network, HTTP status or GraphQL errors): a 5xx for the shopper. */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}

interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; path?: (string | number)[] }[];
}

/** The storefront's access to the Storefront API, one instance per process. */
export interface CommerceClient {
  /**
   * Runs a GraphQL document. Every document declares `$country` and `$language` and uses
   * `@inContext(country: $country, language: $language)`: they are filled from `locale`.
   */
  query<T>(document: string, options: { locale: Locale; variables?: Variables }): Promise<T>;
}

/** Mutations change state: they are never answered from the cache. */
function isMutation(document: string): boolean {
  return /^\s*(#[^\n]*\n\s*)*mutation\b/.test(document);
}

/**
 * Builds the client on hydrogen-react's `createStorefrontClient` (URL and public-token headers)
 * and `fetch`. The same code talks to Shopify and to the commerce emulator. With `cache`, query
 * answers are reused per document, variables and locale (mutations always reach the API).
 */
export function createCommerceClient(
  env: Pick<StorefrontEnv, 'storeDomain' | 'storefrontToken' | 'storefrontApiVersion'>,
  fetchImpl: typeof fetch = fetch,
  cache?: SwrCache,
): CommerceClient {
  const storefront = createStorefrontClient({
    storeDomain: env.storeDomain,
    publicStorefrontToken: env.storefrontToken,
    storefrontApiVersion: env.storefrontApiVersion,
  });
  const url = storefront.getStorefrontApiUrl();
  const headers = storefront.getPublicTokenHeaders({ contentType: 'json' });

  async function run<T>(document: string, locale: Locale, variables: Variables): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: document,
          variables: { ...variables, country: locale.country, language: locale.language },
        }),
      });
    } catch (error) {
      throw new CommerceError(
        `The Storefront API at ${url} cannot be reached: ${(error as Error).message}`,
      );
    }
    let body: GraphQLResponse<T>;
    try {
      body = (await response.json()) as GraphQLResponse<T>;
    } catch {
      throw new CommerceError(
        `The Storefront API answered ${response.status} without JSON`,
        response.status,
      );
    }
    if (body.errors?.length) {
      throw new CommerceError(
        `The Storefront API refused the query: ${body.errors.map((e) => e.message).join('; ')}`,
        response.status,
      );
    }
    if (!response.ok || body.data === undefined) {
      throw new CommerceError(`The Storefront API answered ${response.status}`, response.status);
    }
    return body.data;
  }

  return {
    query<T>(
      document: string,
      { locale, variables = {} }: { locale: Locale; variables?: Variables },
    ) {
      if (!cache || isMutation(document)) return run<T>(document, locale, variables);
      const key = JSON.stringify([
        'commerce',
        document,
        locale.country,
        locale.language,
        variables,
      ]);
      return cache.get(key, () => run<T>(document, locale, variables));
    },
  };
}
