import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../../test/fakes';
import { setAppContext, type AppContext } from '../server/context.server';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import {
  getCartId,
  getCustomerToken,
  loginPath,
  redirectWhenSignedIn,
  requireCustomerToken,
  signInCookie,
  signOutCookie,
} from './accountSession.server';

/**
 * The signed-in customer's session: the token kept in the signed session cookie for
 * exactly as long as the Storefront API honours it, and the ways in and out of the account.
 */
const EN_US = LOCALES[1]!;
const NOW = Date.parse('2026-03-01T12:00:00Z');
let context: AppContext;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  context = testContext();
  setAppContext(context);
});
afterEach(() => {
  vi.useRealTimers();
  setAppContext(undefined);
});

/** A request carrying a session with `data` (the customer, the preview flag). */
async function requestWith(data: Record<string, unknown>, extraCookie = ''): Promise<Request> {
  const session = await context.sessions.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as 'preview', value as boolean);
  const cookie = (await context.sessions.commitSession(session)).split(';')[0]!;
  return new Request('http://shop.test/en-us/account', {
    headers: { Cookie: extraCookie ? `${cookie}; ${extraCookie}` : cookie },
  });
}

const customer = (expiresAt: string, accessToken: unknown = 'token-1') => ({
  customer: { accessToken, expiresAt },
});

/** The session data a `Set-Cookie` header gives back. */
async function sessionOf(setCookie: string) {
  return context.sessions.getSession(setCookie.split(';')[0]);
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing thrown');
}

describe('getCustomerToken', () => {
  it('answers the token of a session that has not expired', async () => {
    expect(await getCustomerToken(await requestWith(customer('2026-03-01T12:00:01Z')))).toBe(
      'token-1',
    );
  });

  it('a token that expires now or expired, a broken date or token, no session: no customer', async () => {
    for (const data of [
      customer('2026-03-01T12:00:00Z'),
      customer('2026-02-28T12:00:00Z'),
      customer('not a date'),
      customer('2030-01-01T00:00:00Z', 42),
      {},
    ])
      expect(await getCustomerToken(await requestWith(data))).toBeUndefined();
    expect(await getCustomerToken(new Request('http://shop.test/'))).toBeUndefined();
  });
});

describe('the ways in and out', () => {
  it('loginPath brings the shopper back to the page afterwards', () => {
    expect(loginPath(EN_US, '/en-us/account/orders?page=2')).toBe(
      '/en-us/account/login?redirectTo=%2Fen-us%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(loginPath(EN_US)).toBe('/en-us/account/login');
    expect(loginPath(DEFAULT_LOCALE, '')).toBe('/account/login');
  });

  it('a signed-in shopper is sent from sign-in to the account', async () => {
    const signedIn = await requestWith(customer('2026-03-02T00:00:00Z'));
    const response = await thrown(redirectWhenSignedIn(signedIn, EN_US));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en-us/account');
    await expect(
      redirectWhenSignedIn(new Request('http://shop.test/'), EN_US),
    ).resolves.toBeUndefined();
  });

  it('requireCustomerToken answers the token of a signed-in shopper', async () => {
    const request = await requestWith(customer('2026-03-02T00:00:00Z'));
    expect(
      await requireCustomerToken(request, EN_US, new URL('http://shop.test/en-us/account')),
    ).toBe('token-1');
  });

  it('an anonymous visit goes to the login page with the page to come back to, and no cookie', async () => {
    const response = await thrown(
      requireCustomerToken(
        new Request('http://shop.test/en-us/account/orders.data?page=2'),
        EN_US,
        new URL('http://shop.test/en-us/account/orders?page=2'),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/en-us/account/login?redirectTo=%2Fen-us%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('an expired customer is sent to log in and cleared from the session, the preview flag kept', async () => {
    const request = await requestWith({ ...customer('2026-03-01T11:00:00Z'), preview: true });
    const response = await thrown(
      requireCustomerToken(request, EN_US, new URL('http://shop.test/en-us/account')),
    );
    expect(response.headers.get('Location')).toBe(
      '/en-us/account/login?redirectTo=%2Fen-us%2Faccount',
    );
    const session = await sessionOf(response.headers.get('Set-Cookie')!);
    expect(session.has('customer')).toBe(false);
    expect(session.get('preview')).toBe(true);
  });
});

describe('the session cookie of a customer', () => {
  it('signInCookie keeps the token for exactly as long as it lives', async () => {
    const headers = await signInCookie(new Request('http://shop.test/'), {
      accessToken: 'token-2',
      expiresAt: '2026-03-01T13:00:00.900Z',
    });
    expect(headers['Set-Cookie']).toMatch(/^treize_session=/);
    expect(headers['Set-Cookie']).toContain('Max-Age=3600;');
    expect((await sessionOf(headers['Set-Cookie'])).get('customer')).toEqual({
      accessToken: 'token-2',
      expiresAt: '2026-03-01T13:00:00.900Z',
    });
  });

  it('a token already expired gives a cookie that ends at once', async () => {
    const headers = await signInCookie(new Request('http://shop.test/'), {
      accessToken: 'token-2',
      expiresAt: '2026-03-01T11:00:00Z',
    });
    expect(headers['Set-Cookie']).toContain('Max-Age=0;');
  });

  it('signOutCookie drops the customer and keeps the rest of the session', async () => {
    const request = await requestWith({ ...customer('2026-03-02T00:00:00Z'), preview: true });
    const headers = await signOutCookie(request);
    const session = await sessionOf(headers['Set-Cookie']);
    expect(session.has('customer')).toBe(false);
    expect(session.get('preview')).toBe(true);
    expect(headers['Set-Cookie']).toMatch(/^treize_session=/);
  });
});

describe('getCartId', () => {
  it('getCartId reads the signed cart cookie; an empty one is no cart', async () => {
    const cart = (value: unknown) => context.cartCookie.serialize(value);
    const request = async (value: unknown) =>
      new Request('http://shop.test/', { headers: { Cookie: (await cart(value)).split(';')[0]! } });
    expect(await getCartId(await request('gid://shopify/Cart/c1'))).toBe('gid://shopify/Cart/c1');
    expect(await getCartId(await request(''))).toBeUndefined();
    expect(await getCartId(await request(7))).toBeUndefined();
    expect(await getCartId(new Request('http://shop.test/'))).toBeUndefined();
  });
});
