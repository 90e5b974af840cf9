import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceOrigin, forwardAnalyticsBatch } from './analyticsProxy.server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('forwarding analytics to the commerce backend (behaviour §7, ADR 005)', () => {
  it('reaches a bare Shopify domain over HTTPS and an explicit URL at its origin', () => {
    expect(commerceOrigin('atelier-treize.myshopify.com')).toBe(
      'https://atelier-treize.myshopify.com',
    );
    expect(commerceOrigin('http://127.0.0.1:4100/api/2025-01/graphql.json')).toBe(
      'http://127.0.0.1:4100',
    );
  });

  it('posts the batch as text/plain to the backend analytics path, giving up after 5 seconds', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ result: [] }));
    const answer = await forwardAnalyticsBatch('{"events":[]}', 'shop.example.com', fetchImpl);
    expect(await answer.json()).toEqual({ result: [] });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(
      'https://shop.example.com/.well-known/shopify/monorail/unstable/produce_batch',
    );
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"events":[]}',
    });
    expect(timeout).toHaveBeenCalledWith(5000);
    expect(init!.signal).toBe(timeout.mock.results[0]!.value);
  });
});
