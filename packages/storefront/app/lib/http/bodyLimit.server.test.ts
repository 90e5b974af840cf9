import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import {
  assertBodyWithin,
  BodyTooLargeError,
  NotAFormError,
  readLimitedFormData,
  readLimitedText,
} from './bodyLimit.server';

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

const encoder = new TextEncoder();

/** A POST whose body streams in `chunks`, without a declared length (as a chunked upload). */
function streamed(chunks: string[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request('http://shop.test/api/consent', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('reading a body within a limit', () => {
  it('reads a body of exactly the limit, declared or streamed', async () => {
    const declared = new Request('http://shop.test/api/consent', {
      method: 'POST',
      body: 'choice=accepted',
    });
    expect(declared.headers.get('Content-Length')).toBeNull();
    expect(await readLimitedText(declared, 15)).toBe('choice=accepted');
    expect(await readLimitedText(streamed(['choice=', 'accepted']), 15)).toBe('choice=accepted');
  });

  it('refuses a streamed body one byte over the limit', async () => {
    const error = await readLimitedText(streamed(['choice=', 'accepted!']), 15).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(error).toMatchObject({
      name: 'BodyTooLargeError',
      maxBytes: 15,
      message: 'The request body is larger than 15 bytes.',
    });
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    let pulled = false;
    // No read ahead (high-water mark 0): `pull` runs only when the body is read.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(encoder.encode('a'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://shop.test/api/consent', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'Content-Length': '16' },
    } as RequestInit);
    await expect(readLimitedText(request, 15)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBe(false);
  });

  it('reads a declared length of exactly the limit', async () => {
    const request = new Request('http://shop.test/api/consent', {
      method: 'POST',
      body: 'choice=refused',
      headers: { 'Content-Length': '14' },
    });
    expect(await readLimitedText(request, 14)).toBe('choice=refused');
  });

  it('answers an empty text for a request without a body', async () => {
    expect(await readLimitedText(new Request('http://shop.test/api/consent'), 15)).toBe('');
  });

  it('decodes UTF-8 split across chunks, counting bytes, not characters', async () => {
    const bytes = encoder.encode('redirectTo=/é');
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, bytes.length - 1));
        controller.enqueue(bytes.slice(bytes.length - 1));
        controller.close();
      },
    });
    const request = new Request('http://shop.test/api/consent', {
      method: 'POST',
      body: split,
      duplex: 'half',
    } as RequestInit);
    expect(await readLimitedText(request, 14)).toBe('redirectTo=/é');
    await expect(readLimitedText(streamed(['redirectTo=/é']), 13)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });
});

const formPost = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/subscribe', { method: 'POST', body, headers });

describe('readLimitedFormData', () => {
  it('reads a multipart form under the limit', async () => {
    const form = new FormData();
    form.set('email', 'ada@exemple.fr');
    expect((await readLimitedFormData(formPost(form), 1024)).get('email')).toBe('ada@exemple.fr');
  });

  it('refuses a declared length over the limit before reading', async () => {
    const request = formPost('email=a', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': '4096',
    });
    await expect(readLimitedFormData(request, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('cuts off a streamed body as soon as it passes the limit', async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(512).fill(97));
      },
    });
    const request = new Request('http://shop.test/api/contact', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    await expect(readLimitedFormData(request, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulls).toBeLessThan(5);
  });

  it('refuses a body that is not a form', async () => {
    const request = formPost('{"email":"a"}', { 'Content-Type': 'application/json' });
    await expect(readLimitedFormData(request, 1024)).rejects.toBeInstanceOf(NotAFormError);
  });

  it('accepts a body of exactly the limit, declared or streamed, and refuses one byte more', async () => {
    const exact = `email=${'a'.repeat(1018)}`;
    expect(exact).toHaveLength(1024);
    const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const declared = formPost(exact, { ...urlencoded, 'Content-Length': '1024' });
    expect((await readLimitedFormData(declared, 1024)).get('email')).toHaveLength(1018);
    expect(
      (await readLimitedFormData(formPost(exact, urlencoded), 1024)).get('email'),
    ).toHaveLength(1018);
    await expect(
      readLimitedFormData(formPost(`${exact}a`, { ...urlencoded, 'Content-Length': '1025' }), 1024),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(
      readLimitedFormData(formPost(`${exact}a`, urlencoded), 1024),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('reads a form whose declared length is within the limit', async () => {
    const request = formPost('email=ada%40exemple.fr', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': '22',
    });
    expect((await readLimitedFormData(request, 1024)).get('email')).toBe('ada@exemple.fr');
  });

  it('reads a post without a body as an empty form', async () => {
    const request = new Request('http://shop.test/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect([...(await readLimitedFormData(request, 1024)).keys()]).toEqual([]);
  });

  it('refuses a multipart body that does not parse, and one without a content type', async () => {
    const broken = formPost('--nope\r\nnot a part', { 'Content-Type': 'multipart/form-data' });
    await expect(readLimitedFormData(broken, 1024)).rejects.toBeInstanceOf(NotAFormError);
    const untyped = new Request('http://shop.test/api/subscribe', {
      method: 'POST',
      body: new Uint8Array([101, 61, 49]),
    });
    await expect(readLimitedFormData(untyped, 1024)).rejects.toBeInstanceOf(NotAFormError);
  });

  it('says what was wrong in its errors, for the logs', () => {
    const tooLarge = new BodyTooLargeError(8192);
    expect(tooLarge.name).toBe('BodyTooLargeError');
    expect(tooLarge.message).toBe('The request body is larger than 8192 bytes.');
    expect(tooLarge.maxBytes).toBe(8192);
    const notAForm = new NotAFormError();
    expect(notAForm.name).toBe('NotAFormError');
    expect(notAForm.message).toBe('The request body is not a form');
  });
});
