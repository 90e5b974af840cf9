import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../../test/fakes';
import { setAppContext, type AppContext } from '../server/context.server';
import { parseEnv } from '../server/env.server';
import { LOCALES } from '../i18n/locales';
import type { AccountActionData } from './accountAction.server';
import { completePasswordLink } from './passwordLink.server';

/**
 * The reset and activation links of the emails (behaviour §8 'Wrong token…'): the link the
 * Storefront API is sent, what a link that is not one says, and the way into the account.
 */
const EN_US = LOCALES[1]!;
const ID = '7403010';
const TOKEN = 'a1b2c3-d4e5';
let context: AppContext;
let sent: { url: string; query: string; variables: Record<string, unknown> }[];
let answer: (key: string) => unknown;

beforeEach(() => {
  const env = parseEnv({
    SESSION_SECRET: 'test-session-secret-0123',
    PUBLIC_STORE_DOMAIN: 'http://commerce.test',
    PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
  });
  context = { ...testContext(), env };
  setAppContext(context);
  sent = [];
  answer = () => ({
    customerAccessToken: { accessToken: 'token-9', expiresAt: '2099-01-01T00:00:00Z' },
    customerUserErrors: [],
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as {
      query: string;
      variables: Record<string, unknown>;
    };
    sent.push({ url: String(url), ...body });
    const key = /\b(customer\w+ByUrl)\(/.exec(body.query)?.[1] ?? 'other';
    return Response.json({ data: { [key]: answer(key) } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppContext(undefined);
});

const post = (
  kind: 'reset' | 'activate',
  id: string | undefined,
  token: string | undefined,
  fields: Record<string, string>,
) =>
  completePasswordLink(
    kind,
    new Request(`http://shop.test/en-us/account/${kind}/${id}/${token}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    EN_US,
    { id, token },
  );
const passwords = { password: 'new-secret-1', passwordConfirm: 'new-secret-1' };
const failureOf = (result: unknown) =>
  result as { data: AccountActionData; init: { status?: number } | null };

describe('completePasswordLink', () => {
  it('reset: sends the link as mailed (this shop, the page locale) with the password, signs in and opens the account', async () => {
    const response = (await post('reset', ID, TOKEN, passwords)) as Response;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toContain('customerResetByUrl(');
    expect(sent[0]!.variables).toEqual({
      resetUrl: `http://shop.test/en-us/account/reset/${ID}/${TOKEN}`,
      password: 'new-secret-1',
      country: 'US',
      language: 'EN',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en-us/account');
    const session = await context.sessions.getSession(response.headers.get('Set-Cookie'));
    expect(session.get('customer')).toEqual({
      accessToken: 'token-9',
      expiresAt: '2099-01-01T00:00:00Z',
    });
  });

  it('rebuilds the link on PUBLIC_STORE_ORIGIN when the shop has a public origin', async () => {
    context = {
      ...context,
      env: { ...context.env, publicStoreOrigin: 'https://boutique.example' },
    };
    setAppContext(context);
    await post('reset', ID, TOKEN, passwords);
    expect(sent[0]!.variables).toMatchObject({
      resetUrl: `https://boutique.example/en-us/account/reset/${ID}/${TOKEN}`,
    });
  });

  it('activate: sends the activation link', async () => {
    const response = (await post('activate', ID, TOKEN, passwords)) as Response;
    expect(sent[0]!.query).toContain('customerActivateByUrl(');
    expect(sent[0]!.variables).toMatchObject({
      activationUrl: `http://shop.test/en-us/account/activate/${ID}/${TOKEN}`,
      password: 'new-secret-1',
    });
    expect(response.status).toBe(303);
  });

  it('a password that fails its rules is told before anything is sent', async () => {
    const result = failureOf(
      await post('reset', ID, TOKEN, { password: 'short', passwordConfirm: 'short' }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ password: 'Passwords must be at least 8 characters' });
    expect(sent).toEqual([]);
  });

  it('a link that is not shaped like one says Wrong token, before anything is sent', async () => {
    const wrong = { form: 'Wrong token. The link you followed might be wrong.' };
    for (const [id, token] of [
      [undefined, TOKEN],
      [ID, undefined],
      ['x7403010', TOKEN],
      ['7403010x', TOKEN],
      ['1'.repeat(21), TOKEN],
      [ID, `_${TOKEN}`],
      [ID, `${TOKEN}_`],
      [ID, 't'.repeat(201)],
    ] as const) {
      const result = failureOf(await post('reset', id, token, passwords));
      expect(result.init?.status).toBe(400);
      expect(result.data).toEqual({ ok: false, errors: wrong });
    }
    expect(sent).toEqual([]);
  });

  it('the longest link id and token are still links', async () => {
    const response = (await post(
      'reset',
      '1'.repeat(20),
      `Az-${'t'.repeat(197)}`,
      passwords,
    )) as Response;
    expect(response.status).toBe(303);
    expect(sent).toHaveLength(1);
  });

  it('a link the API refuses says why in the words of the spec', async () => {
    answer = () => ({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'TOKEN_INVALID', field: null, message: 'Invalid' }],
    });
    const reset = failureOf(await post('reset', ID, TOKEN, passwords));
    expect(reset.init?.status).toBe(400);
    expect(reset.data.errors).toEqual({
      form: 'Wrong token. The link you followed might be wrong.',
    });
    answer = () => ({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'INTERNAL_ERROR', field: null, message: 'No' }],
    });
    expect(failureOf(await post('activate', ID, TOKEN, passwords)).data.errors).toEqual({
      form: 'Sorry. We could not activate your account.',
    });
    expect(failureOf(await post('reset', ID, TOKEN, passwords)).data.errors).toEqual({
      form: 'Sorry. We could not update your password.',
    });
  });
});
