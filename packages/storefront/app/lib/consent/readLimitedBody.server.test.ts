import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readLimitedText } from './readLimitedBody.server';

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
      limitBytes: 15,
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
