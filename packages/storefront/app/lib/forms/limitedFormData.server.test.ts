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
});
