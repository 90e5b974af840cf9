import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, NotAFormError, readLimitedFormData } from './limitedFormData.server';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/subscribe', { method: 'POST', body, headers });

describe('readLimitedFormData', () => {
  it('reads a multipart form under the limit', async () => {
    const form = new FormData();
    form.set('email', 'ada@exemple.fr');
    expect((await readLimitedFormData(post(form), 1024)).get('email')).toBe('ada@exemple.fr');
  });

  it('refuses a declared length over the limit before reading', async () => {
    const request = post('email=a', {
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
    const request = post('{"email":"a"}', { 'Content-Type': 'application/json' });
    await expect(readLimitedFormData(request, 1024)).rejects.toBeInstanceOf(NotAFormError);
  });

  it('accepts a body of exactly the limit, declared or streamed, and refuses one byte more', async () => {
    const exact = `email=${'a'.repeat(1018)}`;
    expect(exact).toHaveLength(1024);
    const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const declared = post(exact, { ...urlencoded, 'Content-Length': '1024' });
    expect((await readLimitedFormData(declared, 1024)).get('email')).toHaveLength(1018);
    expect((await readLimitedFormData(post(exact, urlencoded), 1024)).get('email')).toHaveLength(
      1018,
    );
    await expect(
      readLimitedFormData(post(`${exact}a`, { ...urlencoded, 'Content-Length': '1025' }), 1024),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readLimitedFormData(post(`${exact}a`, urlencoded), 1024)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });

  it('reads a form whose declared length is within the limit', async () => {
    const request = post('email=ada%40exemple.fr', {
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
    const broken = post('--nope\r\nnot a part', { 'Content-Type': 'multipart/form-data' });
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
    expect(tooLarge.message).toBe('The request body is larger than 8192 bytes');
    expect(tooLarge.maxBytes).toBe(8192);
    const notAForm = new NotAFormError();
    expect(notAForm.name).toBe('NotAFormError');
    expect(notAForm.message).toBe('The request body is not a form');
  });
});
