import { randomUUID } from 'node:crypto';
import { createClient, type SanityClient } from '@sanity/client';
import type { ContactRequestDocument } from '@treize/content-model';
import type * as SanityValidation from '@treize/content-model/validate';
import type { StorefrontEnv } from '../server/env.server';
import type { ContactOption, ContactRequest } from '../forms/contactSchema';
import { FALLBACK_LANGUAGE, type Locale } from '../i18n/locales';
import { sanityClientConfig } from './client.server';
import { CONTACT_OPTIONS_QUERY } from './queries';

/** A contact request waits this long for the content backend before the shopper is told (503). */
export const CONTACT_WRITE_TIMEOUT_MS = 8000;

/** The content backend cannot take the request now (down, slow, or no write token configured). */
export class ContactStoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContactStoreUnavailableError';
  }
}

/**
 * Sanity's validation (the `sanity` package) takes seconds to load: it starts loading with the
 * server, beside the first pages, so the first contact request finds it ready.
 */
let validation: Promise<typeof SanityValidation> | undefined;
function sanityValidation() {
  validation ??= import('@treize/content-model/validate');
  return validation;
}
sanityValidation().catch(() => {
  // A failed load is retried, and reported, by the first request that needs it.
  validation = undefined;
});

const writers = new WeakMap<StorefrontEnv['sanity'], SanityClient>();

function writer(sanity: StorefrontEnv['sanity']): SanityClient {
  if (!sanity.writeToken) {
    throw new ContactStoreUnavailableError(
      'SANITY_WRITE_TOKEN is not set: contact requests cannot be kept',
    );
  }
  let client = writers.get(sanity);
  if (!client) {
    client = createClient({
      ...sanityClientConfig(sanity),
      token: sanity.writeToken,
      perspective: 'published',
      timeout: CONTACT_WRITE_TIMEOUT_MS,
      // A failed write is answered 503 at once: the shopper retries, the server does not.
      maxRetries: 0,
    });
    writers.set(sanity, client);
  }
  return client;
}

/** The `contactRequest` document of a validated request (options keep the editors' text). */
export function contactRequestDocument(
  request: ContactRequest,
  options: ContactOption[],
  now: Date,
): ContactRequestDocument {
  return {
    _id: `contactRequest-${randomUUID()}`,
    _type: 'contactRequest',
    language: request.language.toLowerCase() as ContactRequestDocument['language'],
    currency: request.currency,
    ...(request.product ? { product: request.product } : {}),
    pathname: request.pathname,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    ...(request.phone ? { phone: request.phone } : {}),
    options: options.map((option) => ({
      _type: 'contactRequestOption',
      _key: option.key,
      key: option.key,
      text: option.text,
    })),
    ...(request.textContent ? { textContent: request.textContent } : {}),
    submittedAt: now.toISOString(),
  };
}

/**
 * Keeps the request as one `contactRequest` document, in one `create` mutation: Sanity applies a
 * transaction whole or not at all, so a failure leaves nothing half-written.
 */
export async function saveContactRequest(
  sanity: StorefrontEnv['sanity'],
  document: ContactRequestDocument,
): Promise<string> {
  const { validateDocument } = await sanityValidation();
  const problems = await validateDocument(document);
  if (problems.length > 0) throw new Error(`Invalid contactRequest: ${problems.join('; ')}`);
  try {
    const created = await writer(sanity).create(document, { visibility: 'sync' });
    return created._id;
  } catch (error) {
    throw new ContactStoreUnavailableError(
      `The content backend did not keep the contact request: ${(error as Error).message}`,
    );
  }
}

/**
 * The options editors offer in the locale's language (behaviour §3 `sharedTexts.forms.options`), read
 * fresh with the same time limit as the write: a request never cites an option that is not offered.
 */
export async function fetchContactOptions(
  sanity: StorefrontEnv['sanity'],
  locale: Locale,
): Promise<ContactOption[]> {
  try {
    const options = await writer(sanity).fetch<ContactOption[] | null>(CONTACT_OPTIONS_QUERY, {
      language: locale.language.toLowerCase(),
      fallback: FALLBACK_LANGUAGE,
    });
    return options ?? [];
  } catch (error) {
    if (error instanceof ContactStoreUnavailableError) throw error;
    throw new ContactStoreUnavailableError(
      `The content backend did not answer the options lookup: ${(error as Error).message}`,
    );
  }
}
