import type { Route } from './+types/api.subscribe';
import { signupCommerce, signUpForNewsletter } from '../lib/commerce/customerSignup.server';
import { getAppContext } from '../lib/context.server';
import {
  formError,
  formLocale,
  methodNotAllowed,
  rateLimited,
  tooLarge,
  translatorOf,
} from '../lib/forms/formResponses.server';
import { BodyTooLargeError, readLimitedFormData } from '../lib/forms/limitedFormData.server';
import { newsletterSchema } from '../lib/forms/newsletterSchema';
import {
  clientKey,
  createRateLimiter,
  getRateLimitStore,
  type RateLimiter,
} from '../lib/forms/rateLimit.server';

/** Two short fields in multipart: 8 KB leaves room for any boundary and still refuses abuse. */
export const SUBSCRIBE_MAX_BYTES = 8 * 1024;
/** Sign-ups per client: 10 every 10 minutes is more than any person needs. */
export const SUBSCRIBE_LIMIT = 10;
export const SUBSCRIBE_WINDOW_MS = 10 * 60 * 1000;

/** `GET /api/subscribe` is not a page: the form posts here. */
export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(translatorOf(formLocale(request)));
}

/**
 * `POST /api/subscribe` (spec §7), multipart `email` and `pathname`: signs the address up as a
 * customer who accepts marketing. 200 subscribed, 409 already a customer, 400 bad input, 413 too
 * large, 429 too many tries, 503 commerce backend unreachable. Messages in the page's language.
 */
export async function action({ request }: Route.ActionArgs) {
  let t = translatorOf(formLocale(request));
  const verdict = await limiter().check(clientKey(request));
  if (!verdict.allowed) return rateLimited(t, verdict.retryAfterSeconds);

  let form: FormData;
  try {
    form = await readLimitedFormData(request, SUBSCRIBE_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(t, SUBSCRIBE_MAX_BYTES);
    return formError(400, { error: t('api.notAForm') });
  }
  const locale = formLocale(request, form.get('pathname'));
  t = translatorOf(locale);

  const parsed = newsletterSchema.safeParse({
    email: form.get('email') ?? undefined,
    pathname: form.get('pathname') ?? undefined,
  });
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
    const message = t(emailIssue?.message ?? 'newsletter.invalid');
    return formError(400, { error: message, fieldErrors: { email: message } });
  }

  try {
    const outcome = await signUpForNewsletter(
      signupCommerce(getAppContext().env),
      locale,
      parsed.data.email,
    );
    if (outcome === 'alreadySubscribed') {
      return formError(409, { error: t('NEWSLETTER_ALREADY_SUBSCRIBED') });
    }
    if (outcome === 'invalidEmail') {
      const message = t('EMAIL_INVALID');
      return formError(400, { error: message, fieldErrors: { email: message } });
    }
    return Response.json(
      { message: t('NEWSLETTER_SUCCESS') },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    console.error('[api/subscribe] the sign-up could not reach the Storefront API', error);
    return formError(503, { error: t('newsletter.unavailable') }, { 'Retry-After': '60' });
  }
}

let cached: { store: unknown; limiter: RateLimiter } | undefined;

/** The sign-up limiter on the current store (tests swap the store between cases). */
function limiter(): RateLimiter {
  const store = getRateLimitStore();
  if (cached?.store !== store) {
    cached = {
      store,
      limiter: createRateLimiter({
        name: 'subscribe',
        limit: SUBSCRIBE_LIMIT,
        windowMs: SUBSCRIBE_WINDOW_MS,
        store,
      }),
    };
  }
  return cached.limiter;
}
