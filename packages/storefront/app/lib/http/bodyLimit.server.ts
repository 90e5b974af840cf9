import { data } from 'react-router';
import { type Locale } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';

/**
 * Request body limits (issue 13). Every form of the shop fits in a few kilobytes; anything much
 * larger is refused with a 413 before it is parsed, so a 100 MB post cannot swell the process.
 */

/** The limit every action and API route gets from the root middleware. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

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
 * Routes with a tighter budget (a contact message, a newsletter address) call it themselves:
 * `await assertBodyWithin(request, { maxBytes: 8 * 1024, locale })`.
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
  const reader = request.clone().body!.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: a tee branch's cancel settles only once the other branch is cancelled too.
      void reader.cancel().catch(() => undefined);
      throw payloadTooLarge(locale);
    }
  }
}
