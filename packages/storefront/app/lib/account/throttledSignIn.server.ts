import type { CommerceClient } from '../commerce/client.server';
import { requestClient } from '../http/clientAddress.server';
import type { Locale } from '../i18n/locales';
import { AccountFormError } from './accountAction.server';
import { signInWithPassword } from './accountApi.server';
import { getSignInThrottle } from '../limits/signInThrottle.server';

/**
 * Every password check of the shop (sign-in, and the current password before a new one) under the
 * sign-in throttle: a client past its limit gets a 429; an address with recent failures is
 * answered after the throttle's wait, whatever the password.
 */
export async function throttledSignIn(
  request: Request,
  context: unknown,
  commerce: CommerceClient,
  locale: Locale,
  credentials: { email: string; password: string },
) {
  const throttle = getSignInThrottle();
  const client = requestClient(request, context);
  const admission = await throttle.admit(credentials.email, client);
  if (admission.refused)
    throw new AccountFormError({ form: 'account.errors.tooManyAttempts' }, 429, {
      'Retry-After': String(admission.retryAfterSeconds),
    });
  await throttle.wait(admission.delayMs);
  const result = await signInWithPassword(commerce, locale, credentials);
  if (result.ok) await throttle.succeed(credentials.email);
  else await throttle.fail(credentials.email, client);
  return result;
}
