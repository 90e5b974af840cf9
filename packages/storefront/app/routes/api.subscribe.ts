import type { Route } from './+types/api.subscribe';
import { signupCommerce, signUpForNewsletter } from '../lib/commerce/customerSignup.server';
import { getAppContext } from '../lib/server/context.server';
import { publicFormEndpoint } from '../lib/forms/formEndpoint.server';
import { formError, formLocale, translatorOf } from '../lib/forms/formResponses.server';
import { newsletterSchema } from '../lib/forms/newsletterSchema';
import { subscribeLimiter } from '../lib/limits/formLimits.server';

/** Two short fields in multipart: 8 KB leaves room for any boundary and still refuses abuse. */
export const SUBSCRIBE_MAX_BYTES = 8 * 1024;

/**
 * `POST /api/subscribe` (behaviour §7), multipart `email` and `pathname`: signs the address up as a
 * customer who accepts marketing. 200 subscribed, 409 already a customer, 400 bad input, 413 too
 * large, 429 too many tries, 503 commerce backend unreachable; a `GET` is a 405. Messages in the
 * page's language. A plain form post (no scripts) comes back to its page with the message.
 */
const endpoint = publicFormEndpoint({
  form: 'newsletter',
  limiter: subscribeLimiter,
  maxBytes: SUBSCRIBE_MAX_BYTES,
  handle: signUp,
  outcomeOf: (status) =>
    status === 200
      ? 'subscribed'
      : status === 409
        ? 'alreadySubscribed'
        : status === 400
          ? 'invalid'
          : 'failed',
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);

async function signUp(form: FormData, request: Request) {
  const locale = formLocale(request, form.get('pathname'));
  const t = translatorOf(locale);

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
