import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analyticsBatch';
import { ANALYTICS_REFUSED_MESSAGE, sendAnalyticsBatch } from './sendAnalyticsBatch';

const event: AnalyticsEvent = {
  schema_id: 'trekkie_storefront_page_view/1.4',
  payload: { path: '/' },
  metadata: { event_created_at_ms: 1 },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendAnalyticsBatch (behaviour §7)', () => {
  it('posts the events and their sent-at time as text/plain to the shop host path', async () => {
    const sentAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(sentAt);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ result: [{ status: 200 }] }));
    const log = vi.fn();
    await sendAnalyticsBatch([event], fetchImpl, log);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/.well-known/shopify/monorail/unstable/produce_batch');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'same-origin',
      keepalive: true,
    });
    const body = JSON.parse(init!.body as string);
    expect(body.events).toEqual([event]);
    expect(body.metadata.event_sent_at_ms).toBe(sentAt);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs every result item whose status is not 200', async () => {
    const log = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({
        result: [
          { status: 200, message: 'ok' },
          { status: 422, message: 'bad schema' },
        ],
      }),
    );
    await sendAnalyticsBatch([event, event], fetchImpl, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(ANALYTICS_REFUSED_MESSAGE, 422, 'bad schema');
  });

  it('logs with a message that names the refusal', async () => {
    const log = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({ result: [{ status: 400, message: 'no' }] }),
    );
    await sendAnalyticsBatch([event], fetchImpl, log);
    expect(log).toHaveBeenCalledWith('The analytics endpoint refused an event', 400, 'no');
  });

  it('logs the status of a refused request that gives no result list, once', async () => {
    for (const body of ['', 'Service Unavailable', '{"error":"down"}']) {
      const log = vi.fn();
      const fetchImpl = vi.fn<typeof fetch>(async () => new Response(body, { status: 503 }));
      await sendAnalyticsBatch([event], fetchImpl, log);
      expect(log.mock.calls).toEqual([[ANALYTICS_REFUSED_MESSAGE, 503]]);
    }
  });

  it('logs only the refused items of a refused request that lists them', async () => {
    const log = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      Response.json({ result: [{ status: 403, message: 'no consent' }] }, { status: 403 }),
    );
    await sendAnalyticsBatch([event], fetchImpl, log);
    expect(log.mock.calls).toEqual([[ANALYTICS_REFUSED_MESSAGE, 403, 'no consent']]);
  });

  it('logs nothing for an accepted request whose answer is empty or unreadable', async () => {
    for (const body of ['', 'OK']) {
      const log = vi.fn();
      await sendAnalyticsBatch([event], async () => new Response(body, { status: 200 }), log);
      expect(log).not.toHaveBeenCalled();
    }
  });

  it('logs a failed request instead of throwing, and sends nothing for no events', async () => {
    const log = vi.fn();
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    await expect(sendAnalyticsBatch([event], failing, log)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(ANALYTICS_REFUSED_MESSAGE, expect.any(TypeError));
    await sendAnalyticsBatch([], failing, log);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
