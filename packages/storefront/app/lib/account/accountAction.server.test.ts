import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceError } from '../commerce/client.server';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import {
  ACCOUNT_FORM_MAX_BYTES,
  AccountFormError,
  failure,
  formFields,
  runAccountAction,
  translateErrors,
  type AccountActionData,
} from './accountAction.server';

/**
 * Every account form's failures answer with a message in the page's language (behaviour §5
 * and §8): what the shopper reads and the status the browser gets.
 */
const EN_US = LOCALES[1]!;

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('http://shop.test/en-us/account/login', { method: 'POST', body, headers });
const formPost = (fields: Record<string, string>) =>
  post(new URLSearchParams(fields), { 'Content-Type': 'application/x-www-form-urlencoded' });

/** The data and init of a `data()` answer. */
const answerOf = (result: unknown) =>
  result as { data: AccountActionData; init: { status?: number; headers?: HeadersInit } | null };

describe('translateErrors and failure', () => {
  it('translates each field message into the language of the locale, leaving out empty ones', () => {
    expect(
      translateErrors(EN_US, {
        email: 'account.errors.emailInvalid',
        password: undefined,
        form: 'errors.somethingWentWrong',
      }),
    ).toEqual({
      email: 'Invalid email address',
      form: 'Something went wrong. Please try again later.',
    });
    expect(translateErrors(DEFAULT_LOCALE, { form: 'errors.somethingWentWrong' })).toEqual({
      form: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    });
  });

  it('failure answers ok: false with the messages, a 400 unless told otherwise', () => {
    const plain = answerOf(failure(EN_US, { password: 'account.errors.passwordTooShort' }));
    expect(plain.data).toEqual({
      ok: false,
      errors: { password: 'Passwords must be at least 8 characters' },
    });
    expect(plain.init?.status).toBe(400);
    const told = answerOf(
      failure(EN_US, { form: 'errors.somethingWentWrong' }, 429, { 'Retry-After': '60' }),
    );
    expect(told.init).toEqual({ status: 429, headers: { 'Retry-After': '60' } });
  });
});

describe('runAccountAction', () => {
  it('hands the text fields of the form to the handler and answers what it answers', async () => {
    const handler = vi.fn(async () => new Response('done'));
    const response = await runAccountAction(
      formPost({ email: 'camille@example.com', password: 'secret-123' }),
      EN_US,
      handler,
    );
    expect(handler).toHaveBeenCalledWith({ email: 'camille@example.com', password: 'secret-123' });
    expect(await (response as Response).text()).toBe('done');
  });

  it('a body over 16 KiB is a 413 with a message', async () => {
    const handler = vi.fn();
    const result = answerOf(
      await runAccountAction(formPost({ note: 'x'.repeat(16 * 1024) }), EN_US, handler),
    );
    expect(result.init?.status).toBe(413);
    expect(result.data).toEqual({
      ok: false,
      errors: { form: 'This form is too large to be sent. Please shorten what you typed.' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a body that is not a form is a 400 with a message', async () => {
    const handler = vi.fn();
    const result = answerOf(
      await runAccountAction(
        post('{"email":"a"}', { 'Content-Type': 'application/json' }),
        EN_US,
        handler,
      ),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      errors: { form: 'This page expects its form to be sent. Please fill it in and try again.' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a failure reading the body that is neither is not hidden', async () => {
    const request = formPost({ a: 'b' });
    await request.text();
    await expect(runAccountAction(request, EN_US, vi.fn())).rejects.toThrow(TypeError);
  });

  it('an AccountFormError answers its messages with its own status and headers', async () => {
    const result = answerOf(
      await runAccountAction(formPost({ a: 'b' }), EN_US, async () => {
        throw new AccountFormError({ form: 'account.errors.wrongToken' }, 401, {
          'X-Why': 'token',
        });
      }),
    );
    expect(result.init).toEqual({ status: 401, headers: { 'X-Why': 'token' } });
    expect(result.data.errors).toEqual({
      form: 'Wrong token. The link you followed might be wrong.',
    });
    const plain = answerOf(
      await runAccountAction(formPost({ a: 'b' }), EN_US, async () => {
        throw new AccountFormError({ email: 'account.errors.emailInvalid' });
      }),
    );
    expect(plain.init?.status).toBe(400);
  });

  it('a Storefront API failure is a 503 saying something went wrong, and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = answerOf(
      await runAccountAction(formPost({ a: 'b' }), EN_US, async () => {
        throw new CommerceError('The Storefront API answered 502', 502, true);
      }),
    );
    expect(result.init?.status).toBe(503);
    expect(result.data).toEqual({
      ok: false,
      errors: { form: 'Something went wrong. Please try again later.' },
    });
    expect(log).toHaveBeenCalledWith('[account] The Storefront API answered 502');
  });

  it('any other error is a bug and is thrown', async () => {
    const bug = new TypeError('a bug');
    await expect(
      runAccountAction(formPost({ a: 'b' }), EN_US, async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});

describe('account form bodies', () => {
  it('keeps the first value of each text field and ignores files', () => {
    const form = new FormData();
    form.append('email', 'ines@example.com');
    form.append('email', 'other@example.com');
    form.append('avatar', new File(['x'], 'avatar.png', { type: 'image/png' }));
    form.append('password', 'correct horse');
    expect(formFields(form)).toEqual({ email: 'ines@example.com', password: 'correct horse' });
  });

  it('reads a form of up to 16 KiB and refuses one byte more', async () => {
    expect(ACCOUNT_FORM_MAX_BYTES).toBe(16_384);
    const filler = (bytes: number) => `email=a%40b.c&note=${'x'.repeat(bytes - 19)}`;
    const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const handler = vi.fn(async (fields: Record<string, string>) => Response.json(fields.email));
    const read = await runAccountAction(post(filler(16_384), urlencoded), EN_US, handler);
    expect(await (read as Response).json()).toBe('a@b.c');
    const refused = answerOf(
      await runAccountAction(post(filler(16_385), urlencoded), EN_US, handler),
    );
    expect(refused.init?.status).toBe(413);
  });
});
