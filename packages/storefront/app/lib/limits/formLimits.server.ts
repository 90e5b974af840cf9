import { limiterOnCurrentStore } from './rateLimit.server';

/** Contact requests per client: 5 every 10 minutes is plenty for a person, little for a robot. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
/** Sign-ups per client: 10 every 10 minutes is more than any person needs. */
export const SUBSCRIBE_LIMIT = 10;
export const SUBSCRIBE_WINDOW_MS = 10 * 60 * 1000;

/** The contact form's limit, on the process's store (shared through Redis when configured). */
export const contactLimiter = limiterOnCurrentStore({
  name: 'contact',
  limit: CONTACT_LIMIT,
  windowMs: CONTACT_WINDOW_MS,
});

/** The newsletter form's limit. */
export const subscribeLimiter = limiterOnCurrentStore({
  name: 'subscribe',
  limit: SUBSCRIBE_LIMIT,
  windowMs: SUBSCRIBE_WINDOW_MS,
});
