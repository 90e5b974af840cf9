import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCommerce } from '../../test/fakes';
import { parseEnv } from '../server/env.server';
import { LOCALES } from '../i18n/locales';
import { signUpForNewsletter, signupCommerce } from './customerSignup.server';

/**
 * The newsletter sign-up behind `POST /api/subscribe` (behaviour §7, §8): the customer it asks the
 * Storefront API to create, and what each answer means for the shopper.
 */
const EN_US = LOCALES[1]!;
const created = {
  customerCreate: { customer: { id: 'gid://shopify/Customer/1' }, customerUserErrors: [] },
};
const refused = (
  ...errors: { code: string | null; field: string[] | null; message: string }[]
) => ({
  customerCreate: { customer: null, customerUserErrors: errors },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signUpForNewsletter', () => {
  it('creates a customer who accepts marketing, with an unseen 32-character password', async () => {
    const { client, calls } = fakeCommerce(() => created);
    expect(await signUpForNewsletter(client, EN_US, 'camille@example.com')).toBe('subscribed');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.locale).toBe(EN_US);
    expect(calls[0]!.document).toMatch(/mutation NewsletterSignup\(\$input: CustomerCreateInput!/);
    expect(calls[0]!.document).toContain('customerCreate(input: $input)');
    const input = calls[0]!.variables.input as {
      email: string;
      password: string;
      acceptsMarketing: boolean;
    };
    expect(input).toEqual({
      email: 'camille@example.com',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      acceptsMarketing: true,
    });
    await signUpForNewsletter(client, EN_US, 'camille@example.com');
    expect((calls[1]!.variables.input as { password: string }).password).not.toBe(input.password);
  });

  it('an address the shop already knows is already subscribed', async () => {
    const { client } = fakeCommerce(() =>
      refused({
        code: 'TAKEN',
        field: ['input', 'email'],
        message: 'Email has already been taken',
      }),
    );
    expect(await signUpForNewsletter(client, EN_US, 'camille@example.com')).toBe(
      'alreadySubscribed',
    );
  });

  it('an error about the email is an invalid email', async () => {
    const { client } = fakeCommerce(() =>
      refused({ code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' }),
    );
    expect(await signUpForNewsletter(client, EN_US, 'camille@example')).toBe('invalidEmail');
  });

  it('anything else is the shop problem, named by code or message', async () => {
    const other = fakeCommerce(() =>
      refused(
        { code: 'PASSWORD_TOO_SHORT', field: ['input', 'password'], message: 'Too short' },
        { code: null, field: null, message: 'Throttled' },
      ),
    );
    await expect(signUpForNewsletter(other.client, EN_US, 'a@example.com')).rejects.toThrow(
      new Error('customerCreate refused the sign-up: PASSWORD_TOO_SHORT, Throttled'),
    );
    const empty = fakeCommerce(() => ({ customerCreate: null }));
    await expect(signUpForNewsletter(empty.client, EN_US, 'a@example.com')).rejects.toThrow(
      new Error('customerCreate refused the sign-up: no customer returned'),
    );
    const noCustomer = fakeCommerce(() => refused());
    await expect(signUpForNewsletter(noCustomer.client, EN_US, 'a@example.com')).rejects.toThrow(
      'customerCreate refused the sign-up: no customer returned',
    );
  });

  it('a customer with errors besides is not a plain success', async () => {
    const { client } = fakeCommerce(() => ({
      customerCreate: {
        customer: { id: 'gid://shopify/Customer/1' },
        customerUserErrors: [{ code: 'TAKEN', field: ['input', 'email'], message: 'Taken' }],
      },
    }));
    expect(await signUpForNewsletter(client, EN_US, 'a@example.com')).toBe('alreadySubscribed');
  });
});

describe('signupCommerce', () => {
  const env = () =>
    parseEnv({
      SESSION_SECRET: 'test-session-secret-0123',
      PUBLIC_STORE_DOMAIN: 'http://commerce.test',
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
    });

  it('gives every call an 8-second time limit, one client per environment', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(init);
      return Response.json({ data: created });
    });
    const shopEnv = env();
    const client = signupCommerce(shopEnv);
    expect(signupCommerce(shopEnv)).toBe(client);
    expect(signupCommerce(env())).not.toBe(client);
    expect(await signUpForNewsletter(client, EN_US, 'camille@example.com')).toBe('subscribed');
    expect(timeout).toHaveBeenCalledWith(8000);
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(seen[0]!.method).toBe('POST');
    timeout.mockRestore();
  });
});
