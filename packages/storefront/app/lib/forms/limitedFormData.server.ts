/** The body was larger than the route accepts: the route answers 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body is not a form (multipart or urlencoded): the route answers 400. */
export class NotAFormError extends Error {
  constructor() {
    super('The request body is not a form');
    this.name = 'NotAFormError';
  }
}

/**
 * Reads the request body as form data, refusing more than `maxBytes`. A declared
 * `Content-Length` over the limit is refused before reading; a body that lies about its length
 * (or is chunked) is cut off as soon as it passes the limit, so a public form can never be made to
 * buffer megabytes.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const bytes = await readAtMost(request.body, maxBytes);
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new NotAFormError();
  }
  try {
    return await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new NotAFormError();
  }
}

async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // The rest is left unread rather than cancelled: Node 24's fetch throws an uncaught error
      // when a body it is still producing (a FormData built in-process) is cancelled mid-stream,
      // and a client's upload stops being read all the same.
      reader.releaseLock();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
