/** Thrown when a request body is larger than its route accepts (answered 413). */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body as text, stopping as soon as it passes `limitBytes`: a declared
 * `Content-Length` over the limit is refused before reading, and a body without one (chunked) is
 * counted while it streams, so a large body is never held in memory.
 */
export async function readLimitedText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
