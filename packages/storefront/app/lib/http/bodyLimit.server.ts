import { data } from 'react-router';
import { type Locale } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';

/**
 * Request body limits: the one place a body is read against a size. Every form of the shop fits
 * in a few kilobytes; anything much larger is refused with a 413 before it is parsed, so a 100 MB
 * post cannot swell the process. A declared `Content-Length` over the limit is refused before a
 * byte is read; a body without one (chunked), or one that lies about its length, is counted while
 * it streams and cut off as soon as it passes the limit.
 */

/** The limit every action and API route gets from the root middleware. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** The body was larger than the route accepts: the route answers 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
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

/** The 413 answer, in the page's language. */
export function payloadTooLarge(locale: Locale) {
  return data(createTranslate(locale.language)('errors.payloadTooLarge'), {
    status: 413,
    statusText: 'Payload Too Large',
  });
}

/**
 * Throws a 413 when the request's body is over `maxBytes`. The declared length is trusted first;
 * a body without one (chunked) is counted on a clone while it streams, reading at most
 * `maxBytes + 1` bytes, and the original body stays readable for the action.
 *
 * Routes with a tighter budget read their body with `readLimitedFormData` or `readLimitedText`.
 */
export async function assertBodyWithin(
  request: Request,
  { maxBytes = DEFAULT_BODY_LIMIT_BYTES, locale }: { maxBytes?: number; locale: Locale },
): Promise<void> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isFinite(length) || length > maxBytes) throw payloadTooLarge(locale);
    return;
  }
  if (!request.body || request.bodyUsed) return;
  try {
    // A tee branch's cancel settles only once the other branch is cancelled too: not awaited.
    await readAtMost(request.clone().body, maxBytes, (reader) => {
      void reader.cancel().catch(() => undefined);
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw payloadTooLarge(locale);
    throw error;
  }
}

/** Reads the request body as text (UTF-8) of at most `maxBytes`, else `BodyTooLargeError`. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  refuseDeclaredOver(request, maxBytes);
  return new TextDecoder().decode(await readAtMost(request.body, maxBytes, releaseReader));
}

/**
 * Reads the request body as form data of at most `maxBytes`, else `BodyTooLargeError`; a body
 * that is not a multipart or urlencoded form is a `NotAFormError`.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  refuseDeclaredOver(request, maxBytes);
  const bytes = await readAtMost(request.body, maxBytes, releaseReader);
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

function refuseDeclaredOver(request: Request, maxBytes: number): void {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
}

/**
 * The rest of an oversized body is left unread rather than cancelled: Node 24's fetch throws an
 * uncaught error when a body it is still producing (a FormData built in-process) is cancelled
 * mid-stream, and a client's upload stops being read all the same.
 */
function releaseReader(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  reader.releaseLock();
}

async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  stop: (reader: ReadableStreamDefaultReader<Uint8Array>) => void,
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
      stop(reader);
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
