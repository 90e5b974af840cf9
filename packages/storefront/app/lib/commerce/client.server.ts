import { createStorefrontClient } from '@shopify/hydrogen-react';
import {
  DEFAULT_BACKEND_POLICY,
  isTransportFailure,
  withDeadline,
  type BackendPolicy,
} from '../server/backend.server';
import type { SwrCache } from '../cache/cache.server';
import type { StorefrontEnv } from '../server/env.server';
import type { Locale } from '../i18n/locales';

/** Variables of a Storefront API operation (without the `@inContext` pair, added per locale). */
export type Variables = Record<string, unknown>;

/** A failure of the Storefront API (network, HTTP status or GraphQL errors): a 5xx for the shopper. */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The API did not answer in time or is down (a 503 for the shopper, worth a retry later). */
    readonly unavailable = false,
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
  query<T>(document: string, options: QueryOptions): Promise<T>;
}

/** How one document is sent. */
export interface QueryOptions {
  locale: Locale;
  variables?: Variables;
  headers?: Record<string, string>;
  /**
   * A Storefront API version for this document only, for a field the shop's own version lacks
   * (the paged `sitemap` arrived in 2024-10).
   */
  apiVersion?: string;
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
  policy: Pick<BackendPolicy, 'timeoutMs' | 'retries'> = DEFAULT_BACKEND_POLICY,
): CommerceClient {
  const storefront = createStorefrontClient({
    storeDomain: env.storeDomain,
    publicStorefrontToken: env.storefrontToken,
    storefrontApiVersion: env.storefrontApiVersion,
  });
  const defaultUrl = storefront.getStorefrontApiUrl();
  const urlOf = (apiVersion?: string) =>
    apiVersion ? storefront.getStorefrontApiUrl({ storefrontApiVersion: apiVersion }) : defaultUrl;
  const headers = storefront.getPublicTokenHeaders({ contentType: 'json' });

  /** One attempt: the deadline covers the whole answer, body included (a frozen API sends none). */
  async function attempt<T>(
    document: string,
    { locale, variables = {}, headers: extraHeaders = {}, apiVersion }: QueryOptions,
    signal: AbortSignal,
  ): Promise<T> {
    const url = urlOf(apiVersion);
    let response: Response;
    let body: GraphQLResponse<T>;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { ...headers, ...extraHeaders },
        signal,
        body: JSON.stringify({
          query: document,
          variables: { ...variables, country: locale.country, language: locale.language },
        }),
      });
    } catch (error) {
      throw new CommerceError(
        `The Storefront API at ${url} cannot be reached: ${(error as Error).message}`,
        undefined,
        true,
      );
    }
    try {
      body = (await response.json()) as GraphQLResponse<T>;
    } catch (error) {
      throw new CommerceError(
        `The Storefront API answered ${response.status} without JSON`,
        response.status,
        response.status >= 500 || isTransportFailure(error),
      );
    }
    if (body.errors?.length) {
      throw new CommerceError(
        `The Storefront API refused the query: ${body.errors.map((e) => e.message).join('; ')}`,
        response.status,
        response.status >= 500,
      );
    }
    if (!response.ok || body.data === undefined) {
      throw new CommerceError(
        `The Storefront API answered ${response.status}`,
        response.status,
        response.status >= 500 || response.status === 429,
      );
    }
    return body.data;
  }

  /** Reads are retried once the API failed to answer; a mutation is sent once (never twice). */
  function run<T>(document: string, options: QueryOptions): Promise<T> {
    const retries = isMutation(document) ? 0 : policy.retries;
    return withDeadline(
      (signal) => attempt<T>(document, options, signal),
      { timeoutMs: policy.timeoutMs, retries },
      (error) => error instanceof CommerceError && error.unavailable,
    );
  }

  return {
    query<T>(document: string, options: QueryOptions) {
      // Headers only go with mutations: a cached read must not depend on them.
      if (!cache || isMutation(document)) return run<T>(document, options);
      const { locale, variables = {}, apiVersion } = options;
      const key = JSON.stringify([
        'commerce',
        document,
        locale.country,
        locale.language,
        variables,
        apiVersion ?? '',
      ]);
      return cache.get(key, () => run<T>(document, { locale, variables, apiVersion }));
    },
  };
}
