import {
  ANALYTICS_BATCH_PATH,
  type AnalyticsBatchResult,
  type AnalyticsEvent,
} from './analyticsBatch';

/** What the sender logs with when the endpoint refuses an event (behaviour §7: "any item … is logged"). */
export const ANALYTICS_REFUSED_MESSAGE = 'The analytics endpoint refused an event';

/**
 * Posts events as one text/plain JSON batch with the time they were sent (behaviour §7), to the shop
 * host's analytics path on this page's own origin (ADR 005). Every result item whose status is not
 * 200 is logged, as is a failed request; nothing is thrown, since analytics must never break a page.
 */
export async function sendAnalyticsBatch(
  events: AnalyticsEvent[],
  fetchImpl: typeof fetch = fetch,
  log: (...data: unknown[]) => void = console.error,
): Promise<void> {
  if (events.length === 0) return;
  const body = JSON.stringify({ events, metadata: { event_sent_at_ms: Date.now() } });
  try {
    const response = await fetchImpl(ANALYTICS_BATCH_PATH, {
      method: 'POST',
      // text/plain keeps the request "simple" (no preflight), as Shopify's own sender does.
      headers: { 'Content-Type': 'text/plain' },
      body,
      credentials: 'same-origin',
      // Lets a batch sent while the shopper leaves the page still reach the server.
      keepalive: true,
    });
    const text = await response.text();
    let answer: AnalyticsBatchResult | undefined;
    try {
      answer = text ? (JSON.parse(text) as AnalyticsBatchResult) : undefined;
    } catch {
      answer = undefined;
    }
    const results = answer?.result ?? [];
    for (const item of results) {
      if (item.status !== 200) log(ANALYTICS_REFUSED_MESSAGE, item.status, item.message);
    }
    if (!response.ok && results.length === 0) log(ANALYTICS_REFUSED_MESSAGE, response.status);
  } catch (error) {
    log(ANALYTICS_REFUSED_MESSAGE, error);
  }
}
