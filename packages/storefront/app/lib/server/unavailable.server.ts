import { data } from 'react-router';
import { CommerceError, type CommerceClient } from '../commerce/client.server';
import { ContentError, type ContentClient } from '../content/client.server';
import { type Locale } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';

/** How long a shopper (or a crawler) is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 30;

/** Whether a backend failure means "down or too slow" rather than a bug or bad input. */
export function isBackendUnavailable(error: unknown): boolean {
  return (error instanceof CommerceError || error instanceof ContentError) && error.unavailable;
}

/**
 * The thrown 503 of a page whose backend is down: the root error boundary shows the "briefly
 * unavailable" screen in the page's language, and `Retry-After` tells clients when to come back.
 */
export function serviceUnavailable(locale: Locale) {
  return data(createTranslate(locale.language)('errors.unavailable.text'), {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

/** Rethrows an unavailable-backend error as the 503 answer; every other error as it is. */
export function rethrowUnavailable(error: unknown, locale: Locale): never {
  if (isBackendUnavailable(error)) throw serviceUnavailable(locale);
  throw error;
}

/** The page loaders' commerce client: a down API becomes the 503 page instead of a 500. */
export function guardCommerce(client: CommerceClient): CommerceClient {
  return {
    query: (document, options) =>
      client.query(document, options).catch((error) => rethrowUnavailable(error, options.locale)),
  } as CommerceClient;
}

/** The page loaders' content client: a down service becomes the 503 page instead of a 500. */
export function guardContent(client: ContentClient): ContentClient {
  return {
    fetch: (query, options) =>
      client.fetch(query, options).catch((error) => rethrowUnavailable(error, options.locale)),
  } as ContentClient;
}
