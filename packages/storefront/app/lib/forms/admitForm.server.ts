import { formError, formLocale, rateLimited, tooLarge, translatorOf } from './formResponses.server';
import { BodyTooLargeError, readLimitedFormData } from '../http/bodyLimit.server';
import { requestClient } from '../http/clientAddress.server';
import type { RateLimiter } from '../limits/rateLimit.server';

type Refusal = ReturnType<typeof formError>;

/** What a public form endpoint let in: the form, or the answer that refused it. */
export type Admission = { form: FormData; refusal?: never } | { form?: never; refusal: Refusal };

/**
 * The door of a public form endpoint (contact, newsletter): the client's rate limit first (429),
 * then a body of at most `maxBytes` (413) that must be a form (400), each refusal in the language
 * the request's path names.
 */
export async function admitForm(
  request: Request,
  context: unknown,
  { limiter, maxBytes }: { limiter: () => RateLimiter; maxBytes: number },
): Promise<Admission> {
  const t = translatorOf(formLocale(request));
  const verdict = await limiter().check(requestClient(request, context));
  if (!verdict.allowed) return { refusal: rateLimited(t, verdict.retryAfterSeconds) };
  try {
    return { form: await readLimitedFormData(request, maxBytes) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refusal: tooLarge(t, maxBytes) };
    return { refusal: formError(400, { error: t('api.notAForm') }) };
  }
}
