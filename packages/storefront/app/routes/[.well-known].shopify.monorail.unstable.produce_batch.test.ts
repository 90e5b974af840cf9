import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppContext } from '../lib/server/context.server';
import { routeArgs, testContext } from '../test/fakes';
import { action } from './[.well-known].shopify.monorail.unstable.produce_batch';

const PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
const batch = {
  events: [
    {
      schema_id: 'trekkie_storefront_page_view/1.4',
      payload: { path: '/', currency: 'EUR' },
      metadata: { event_created_at_ms: 1 },
    },
  ],
  metadata: { event_sent_at_ms: 2 },
};
const upstream = vi.fn<typeof fetch>();

beforeEach(() => {
  setAppContext(testContext());
  upstream.mockReset();
  vi.stubGlobal('fetch', upstream);
});
afterEach(() => {
  setAppContext(undefined);
  vi.unstubAllGlobals();
});

function post(body: string, cookie = 'privacyPolicy=accepted', referer?: string) {
  return action(
    routeArgs(
      PATH,
      {},
      {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'text/plain',
          Cookie: cookie,
          ...(referer ? { Referer: referer } : {}),
        },
      },
    ),
  ) as Promise<
    Response | { data: { error: string; result: { status: number }[] }; init: ResponseInit }
  >;
}

describe('the shop host analytics path (behaviour §4, §7)', () => {
  it('forwards a batch to the commerce backend only with the accepted cookie, and answers its result', async () => {
    upstream.mockResolvedValue(Response.json({ result: [{ status: 200, message: 'ok' }] }));
    const response = (await post(JSON.stringify(batch))) as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: [{ status: 200, message: 'ok' }] });
    const [url, init] = upstream.mock.calls[0]!;
    expect(url).toBe(`http://127.0.0.1:4100${PATH}`);
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain' } });
    expect(JSON.parse(init!.body as string)).toEqual(batch);
    expect(init!.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends nothing without consent, whoever calls', async () => {
    for (const cookie of ['', 'privacyPolicy=refused', 'privacyPolicy=maybe']) {
      expect(await post(JSON.stringify(batch), cookie)).toMatchObject({ init: { status: 403 } });
    }
    expect(upstream).not.toHaveBeenCalled();
  });

  it('refuses an unreadable batch in the sending page language', async () => {
    expect(await post('not json', undefined, 'http://shop.test/en-us/products/a')).toMatchObject({
      data: {
        error: 'This analytics batch is unreadable: send a JSON object with an "events" list.',
        result: [{ status: 400 }],
      },
      init: { status: 400 },
    });
    expect(await post(JSON.stringify({ events: [] }))).toMatchObject({ init: { status: 400 } });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers 413 to a batch over 64 KB without forwarding it', async () => {
    const big = { ...batch, events: [{ ...batch.events[0]!, payload: { x: 'a'.repeat(70_000) } }] };
    expect(await post(JSON.stringify(big))).toMatchObject({ init: { status: 413 } });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers 503 with a message when the backend is down or too slow', async () => {
    upstream.mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    expect(await post(JSON.stringify(batch))).toMatchObject({
      data: { error: 'La mesure d’audience ne répond pas pour le moment ; réessayez plus tard.' },
      init: { status: 503 },
    });
  });
});
