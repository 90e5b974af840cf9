import { randomBytes } from 'node:crypto';
import type { StorefrontEnv } from '../server/env.server';
import type { Locale } from '../i18n/locales';
import { createCommerceClient, type CommerceClient } from './client.server';

/** A sign-up waits this long for the Storefront API before the shopper is told to retry (503). */
export const SIGNUP_TIMEOUT_MS = 8000;

const clients = new WeakMap<StorefrontEnv, CommerceClient>();

/** An uncached Storefront API client whose every call gives up after {@link SIGNUP_TIMEOUT_MS}. */
export function signupCommerce(env: StorefrontEnv): CommerceClient {
  let client = clients.get(env);
  if (!client) {
    client = createCommerceClient(env, (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(SIGNUP_TIMEOUT_MS) }),
    );
    clients.set(env, client);
  }
  return client;
}

/** What the Storefront API made of a sign-up. */
export type SignupOutcome = 'subscribed' | 'alreadySubscribed' | 'invalidEmail';

interface CustomerCreateAnswer {
  customerCreate: {
    customer: { id: string } | null;
    customerUserErrors: { code: string | null; field: string[] | null; message: string }[];
  } | null;
}

/**
 * Signs `email` up as a Shopify customer who accepts marketing (ARCHITECTURE "Where shoppers' own
 * data goes"), the usual headless way: `customerCreate` needs a password, so the customer gets a
 * random 32-character one nobody ever sees; they can set their own with "forgot password" if they
 * open an account later. An address already known answers `TAKEN`: already subscribed.
 */
export async function signUpForNewsletter(
  commerce: CommerceClient,
  locale: Locale,
  email: string,
): Promise<SignupOutcome> {
  const answer = await commerce.query<CustomerCreateAnswer>(CUSTOMER_CREATE_MUTATION, {
    locale,
    variables: {
      input: { email, password: unseenPassword(), acceptsMarketing: true },
    },
  });
  const errors = answer.customerCreate?.customerUserErrors ?? [];
  if (answer.customerCreate?.customer && errors.length === 0) return 'subscribed';
  if (errors.some((error) => error.code === 'TAKEN')) return 'alreadySubscribed';
  if (errors.some((error) => error.field?.includes('email'))) return 'invalidEmail';
  // Anything else (a password rule, a throttle) is the shop's problem, not the shopper's input.
  throw new Error(
    `customerCreate refused the sign-up: ${errors.map((error) => error.code ?? error.message).join(', ') || 'no customer returned'}`,
  );
}

/** 24 random bytes in base64url: 32 characters, no whitespace, within Shopify's 5–40 limit. */
function unseenPassword(): string {
  return randomBytes(24).toString('base64url');
}

const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation NewsletterSignup($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer { id }
      customerUserErrors { code field message }
    }
  }
`;
