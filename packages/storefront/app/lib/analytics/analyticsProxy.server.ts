import { ANALYTICS_BATCH_PATH } from './analyticsBatch';

/** The commerce backend answers in milliseconds; a page view is not worth holding a socket longer. */
export const ANALYTICS_FORWARD_TIMEOUT_MS = 5_000;

/**
 * The commerce backend's origin for a `PUBLIC_STORE_DOMAIN`: a bare Shopify domain is reached over
 * HTTPS, an explicit URL (the emulator) as written.
 */
export function commerceOrigin(storeDomain: string): string {
  return storeDomain.includes('://') ? new URL(storeDomain).origin : `https://${storeDomain}`;
}

/**
 * Forwards a validated batch to the commerce backend's analytics path, as the shop host does for
 * Shopify's own themes, and hands back its answer. Throws on timeout or network failure.
 */
export async function forwardAnalyticsBatch(
  body: string,
  storeDomain: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  return fetchImpl(`${commerceOrigin(storeDomain)}${ANALYTICS_BATCH_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
    signal: AbortSignal.timeout(ANALYTICS_FORWARD_TIMEOUT_MS),
  });
}
