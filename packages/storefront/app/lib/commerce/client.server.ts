import { createStorefrontClient } from '@shopify/hydrogen-react';
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

/**
 * Builds the client on hydrogen-react's `createStorefrontClient` (URL and public-token headers)
 * and `fetch`. The same code talks to Shopify and to the commerce emulator.
 */
export function createCommerceClient(
  env: Pick<StorefrontEnv, 'storeDomain' | 'storefrontToken' | 'storefrontApiVersion'>,
  fetchImpl: typeof fetch = fetch,
): CommerceClient {
  const storefront = createStorefrontClient({
    storeDomain: env.storeDomain,
    publicStorefrontToken: env.storefrontToken,
    storefrontApiVersion: env.storefrontApiVersion,
  });
  const url = storefront.getStorefrontApiUrl();
  const headers = storefront.getPublicTokenHeaders({ contentType: 'json' });

  return {
    async query<T>(document: string, { locale, variables = {} }: { locale: Locale; variables?: Variables }) {
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
        throw new CommerceError(`The Storefront API at ${url} cannot be reached: ${(error as Error).message}`);
      }
      let body: GraphQLResponse<T>;
      try {
        body = (await response.json()) as GraphQLResponse<T>;
      } catch {
        throw new CommerceError(`The Storefront API answered ${response.status} without JSON`, response.status);
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
    },
  };
}
