import { createCommerceClient, type CommerceClient } from '../commerce/client.server';
import type { StorefrontEnv } from '../server/env.server';

/** A customer call that takes longer than this is given up: the shopper gets a message, not a hang. */
export const ACCOUNT_API_TIMEOUT_MS = 8_000;

const clients = new WeakMap<StorefrontEnv, CommerceClient>();

/**
 * The Storefront API client of the account pages: uncached (a customer's data is theirs and
 * changes with every action) and every request aborted after {@link ACCOUNT_API_TIMEOUT_MS}, which
 * the client reports as a `CommerceError`. One per environment, so per process.
 */
export function accountCommerce(env: StorefrontEnv): CommerceClient {
  let client = clients.get(env);
  if (!client) {
    const timedFetch: typeof fetch = (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(ACCOUNT_API_TIMEOUT_MS) });
    client = createCommerceClient(env, timedFetch);
    clients.set(env, client);
  }
  return client;
}
