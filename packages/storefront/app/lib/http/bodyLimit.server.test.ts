import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { assertBodyWithin } from './bodyLimit.server';

const english = LOCALES[1]!;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

/** A body streamed in chunks, without a Content-Length (as `Transfer-Encoding: chunked`). */
function chunked(bytes: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return new Request('http://shop.test/cart', { method: 'POST', body, duplex: 'half' } as never);
}

describe('assertBodyWithin', () => {
  it('refuses a declared length over the limit with a 413 in the page language', async () => {
    const request = new Request('http://shop.test/cart', {
      method: 'POST',
      body: 'x'.repeat(70_000),
    });
    const error = (await refusal(assertBodyWithin(request, { locale: DEFAULT_LOCALE }))) as {
      data: string;
      init: ResponseInit;
    };
    expect(error.init.status).toBe(413);
    expect(error.data).toBe(
      'Votre envoi est trop volumineux. Veuillez envoyer moins et réessayer.',
    );
    const english413 = (await refusal(
      assertBodyWithin(request, { locale: english, maxBytes: 10 }),
    )) as { data: string };
    expect(english413.data).toBe('What you sent is too large. Please send less and try again.');
  });

  it('accepts a 64 KiB form and leaves its body readable', async () => {
    const request = new Request('http://shop.test/cart', {
      method: 'POST',
      body: new URLSearchParams({ a: 'x'.repeat(60_000) }),
    });
    await assertBodyWithin(request, { locale: DEFAULT_LOCALE });
    expect((await request.formData()).get('a')).toHaveLength(60_000);
  });

  it('counts a chunked body and stops reading once it passes the limit', async () => {
    const error = await refusal(assertBodyWithin(chunked(10_000_000), { locale: DEFAULT_LOCALE }));
    expect((error as { init: ResponseInit }).init.status).toBe(413);
    const small = chunked(1_000);
    await assertBodyWithin(small, { locale: DEFAULT_LOCALE });
    expect((await small.text()).length).toBe(1_000);
  });

  it('refuses a Content-Length that is not a number', async () => {
    const request = new Request('http://shop.test/cart', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Length': 'lots' },
    });
    const error = await refusal(assertBodyWithin(request, { locale: DEFAULT_LOCALE }));
    expect(isRouteErrorResponse(error) || (error as { init?: ResponseInit }).init?.status).toBe(
      413,
    );
  });

  it('accepts exactly the limit, declared or streamed, and refuses one byte more', async () => {
    const declared = (length: number) =>
      new Request('http://shop.test/cart', {
        method: 'POST',
        body: 'x'.repeat(length),
        headers: { 'Content-Length': String(length) },
      });
    await assertBodyWithin(declared(1_000), { locale: DEFAULT_LOCALE, maxBytes: 1_000 });
    await assertBodyWithin(declared(10), { locale: DEFAULT_LOCALE, maxBytes: 1_000 });
    const over = (await refusal(
      assertBodyWithin(declared(1_001), { locale: DEFAULT_LOCALE, maxBytes: 1_000 }),
    )) as { init: ResponseInit };
    expect(over.init).toEqual({ status: 413, statusText: 'Payload Too Large' });

    await assertBodyWithin(chunked(1_000), { locale: DEFAULT_LOCALE, maxBytes: 1_000 });
    const streamedOver = (await refusal(
      assertBodyWithin(chunked(1_001), { locale: DEFAULT_LOCALE, maxBytes: 1_000 }),
    )) as { init: ResponseInit };
    expect(streamedOver.init.status).toBe(413);
  });

  it('lets through a post without a body, and one whose body the route already read', async () => {
    const empty = new Request('http://shop.test/cart', { method: 'POST' });
    await assertBodyWithin(empty, { locale: DEFAULT_LOCALE, maxBytes: 10 });
    const read = chunked(100);
    await read.text();
    await assertBodyWithin(read, { locale: DEFAULT_LOCALE, maxBytes: 10 });
  });
});
