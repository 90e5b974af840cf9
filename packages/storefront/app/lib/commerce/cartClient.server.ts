import type { StorefrontEnv } from '../server/env.server';
import { createCommerceClient, type CommerceClient } from './client.server';

const clients = new WeakMap<StorefrontEnv, CommerceClient>();

/**
 * The Storefront API client of the cart: a client without the shared answer cache, because a
 * cart is one shopper's changing state and must be read fresh after every action (behaviour §4: the
 * drawer shows the cart as it is). One per environment, so per process.
 */
export function cartCommerce(env: StorefrontEnv): CommerceClient {
  let client = clients.get(env);
  if (!client) {
    client = createCommerceClient(env, fetch, undefined, env.backend);
    clients.set(env, client);
  }
  return client;
}
