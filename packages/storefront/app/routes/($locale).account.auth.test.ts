import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPage, mergeCookies, newEmail, outbox, postForm } from '../test/accountTestShop';
import {
  SIGN_IN_THROTTLE,
  createSignInThrottle,
  setSignInThrottle,
} from '../lib/limits/signInThrottle.server';
import { createMemoryRateLimitStore, setRateLimitStore } from '../lib/limits/rateLimit.server';
import { cartFormValue } from '../lib/commerce/cartForm';
import { startEmulator, stockedVariants, type EmulatorHandle } from '../test/cartTestEmulator';
import { setAppContext } from '../lib/server/context.server';
import { parseEnv } from '../lib/server/env.server';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { testContext } from '../test/fakes';
import { action as cartAction } from './($locale).cart';
import { loader as overviewLoader } from './($locale).account._index';
import { action as activateAction } from './($locale).account.activate.$id.$token';
import { action as loginAction, loader as loginLoader } from './($locale).account.login';
import { action as logoutAction } from './($locale).account.logout';
import { action as recoverAction } from './($locale).account.recover';
import { action as registerAction } from './($locale).account.register';
import { action as resetAction } from './($locale).account.reset.$id.$token';

/**
 * The signed-out account actions against a real commerce emulator: every behaviour §5
 * message in both languages, the API refusals as behaviour §8 messages, throttling, the session cookie
 * and the cart's buyer.
 */
let shop: EmulatorHandle;

beforeAll(async () => {
  shop = await startEmulator();
}, 120_000);
afterAll(async () => {
  setAppContext(undefined);
  await shop?.stop();
});
beforeEach(() => {
  const env = parseEnv({
    SESSION_SECRET: 'test-session-secret-0123',
    PUBLIC_STORE_DOMAIN: shop.emulator.url,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
  });
  setAppContext({ ...testContext(), env });
  setRateLimitStore(createMemoryRateLimitStore());
  setSignInThrottle(createSignInThrottle({ ...SIGN_IN_THROTTLE, sleep: async () => {} }));
});

async function register(email: string, password = 'treize-13-or') {
  const answer = await postForm(registerAction, '/account/register', {
    email,
    password,
    passwordConfirm: password,
  });
  expect(answer.status).toBe(303);
  return answer;
}

async function cartBuyerEmail(cookie: string): Promise<string | null> {
  const cartId = decodeURIComponent(/treize_cart=([^;]+)/.exec(cookie)![1]!);
  // The cookie is signed: its value is base64 JSON before the signature.
  const id = JSON.parse(atob(cartId.slice(0, cartId.lastIndexOf('.')))) as string;
  const { cart } = await shop.commerce.query<{
    cart: { buyerIdentity: { customer: { email: string } | null } } | null;
  }>(
    `query Buyer($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
      cart(id: $id) { buyerIdentity { customer { email } } }
    }`,
    { locale: DEFAULT_LOCALE, variables: { id } },
  );
  expect(cart).not.toBeNull();
  return cart!.buyerIdentity.customer?.email ?? null;
}

describe('register (behaviour §5, §8)', () => {
  it.each([
    'ada\u0000@example.com',
    'ada\u202E@example.com',
    '<script>alert(1)</script>@example.com',
    'ada@exam<script>ple.com',
  ])('refuses the address %j, in the page language, creating nothing', async (email) => {
    const answer = await postForm(registerAction, '/account/register', {
      email,
      password: 'treize-13-or',
      passwordConfirm: 'treize-13-or',
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.email).toBe('Adresse e-mail invalide');
    expect(answer.cookie).toBeUndefined();
  });

  it('creates the account, signs in and opens the account; the cookie lives as long as the token', async () => {
    const answer = await register(newEmail('inscription'));
    expect(answer.location).toBe('/account');
    const setCookie = answer.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/treize_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The emulator's tokens last 30 days: the cookie's Max-Age follows the token, not 30 minutes.
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)![1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
    const overview = await getPage<{ customer: { email: string } }>(overviewLoader, '/account', {
      cookie: answer.cookie,
    });
    expect(overview.status).toBe(200);
    expect(overview.body?.customer.email).toMatch(/^inscription\./);
  });

  it.each([
    [
      { email: '', password: 'treize-13-or', passwordConfirm: 'treize-13-or' },
      'email',
      'Please enter an email address',
    ],
    [
      { email: 'pas-une-adresse', password: 'treize-13-or', passwordConfirm: 'treize-13-or' },
      'email',
      'Invalid email address',
    ],
    [
      { email: 'a@example.com', password: '', passwordConfirm: '' },
      'password',
      'Please enter a password',
    ],
    [
      { email: 'a@example.com', password: 'court', passwordConfirm: 'court' },
      'password',
      'Passwords must be at least 8 characters',
    ],
    [
      { email: 'a@example.com', password: 'treize-13-or', passwordConfirm: '' },
      'passwordConfirm',
      'Please re-enter the password',
    ],
    [
      { email: 'a@example.com', password: 'treize-13-or', passwordConfirm: 'treize-13-ag' },
      'passwordConfirm',
      'Please provide matching passwords',
    ],
  ])('answers 400 with the field message for %o', async (fields, field, message) => {
    const answer = await postForm(registerAction, '/en-us/account/register', fields);
    expect(answer.status).toBe(400);
    expect(answer.body?.errors[field]).toBe(message);
  });

  it('says the French message on the French site', async () => {
    const answer = await postForm(registerAction, '/account/register', {
      email: 'a@example.com',
      password: 'court',
      passwordConfirm: 'court',
    });
    expect(answer.body?.errors.password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('an address that already has an account gets the behaviour §8 message, nothing more', async () => {
    const email = newEmail('deja');
    await register(email);
    const answer = await postForm(registerAction, '/en-fr/account/register', {
      email,
      password: 'autre-mot-de-passe',
      passwordConfirm: 'autre-mot-de-passe',
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors).toEqual({
      form: 'Sorry. We were not able to create an account with this email. User might already exist, try to login instead.',
    });
  });
});

describe('login (behaviour §5, §8, throttling)', () => {
  it('both fields empty is one message', async () => {
    const answer = await postForm(loginAction, '/en-us/account/login', { email: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors).toEqual({
      form: 'Please provide both an email address and a password.',
    });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Please enter an email address'],
    [{ email: 'mauvaise', password: 'x' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Please enter a password'],
  ])('%o → %s: %s', async (fields, field, message) => {
    const answer = await postForm(loginAction, '/en-us/account/login', fields);
    expect(answer.status).toBe(400);
    expect(answer.body?.errors[field]).toBe(message);
  });

  it('a wrong password gets the behaviour §8 message (in French on the French site)', async () => {
    const email = newEmail('faux');
    await register(email);
    const en = await postForm(loginAction, '/en-us/account/login', {
      email,
      password: 'pas-le-bon',
    });
    expect(en.status).toBe(400);
    expect(en.body?.errors.form).toBe(
      'Sorry. We did not recognize either your email address or password. Please try to log in again or create a new account.',
    );
    const fr = await postForm(loginAction, '/account/login', { email, password: 'pas-le-bon' });
    expect(fr.body?.errors.form).toMatch(/^Désolé, nous ne reconnaissons pas/);
  });

  it('signs in and goes back where the shopper was going, on this site only', async () => {
    const email = newEmail('retour');
    await register(email);
    const back = await postForm(loginAction, '/en-us/account/login', {
      email,
      password: 'treize-13-or',
      redirectTo: '/en-us/account/addresses',
    });
    expect(back.status).toBe(303);
    expect(back.location).toBe('/en-us/account/addresses');
    const away = await postForm(loginAction, '/en-us/account/login', {
      email,
      password: 'treize-13-or',
      redirectTo: '//evil.example/phish',
    });
    expect(away.location).toBe('/en-us/account');
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
  ])(
    'a return path that dot segments collapse into another site (%s) goes to the account',
    async (redirectTo) => {
      const email = newEmail('points');
      await register(email);
      const answer = await postForm(loginAction, '/en-us/account/login', {
        email,
        password: 'treize-13-or',
        redirectTo,
      });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/en-us/account');
    },
  );

  it('a signed-in visit to the login page goes to the account', async () => {
    const { cookie } = await register(newEmail('deja-la'));
    const answer = await getPage(loginLoader, '/en-fr/account/login', { cookie });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/en-fr/account');
  });

  it('after 5 wrong passwords from anyone, the owner still signs in, only more slowly', async () => {
    const waits: number[] = [];
    setSignInThrottle(
      createSignInThrottle({
        ...SIGN_IN_THROTTLE,
        sleep: async (ms) => {
          waits.push(ms);
        },
      }),
    );
    const email = newEmail('force-brute');
    await register(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await postForm(
        loginAction,
        '/en-us/account/login',
        { email, password: `x${attempt}` },
        { peer: `198.51.100.${attempt}` },
      );
      expect(answer.status).toBe(400);
    }
    const owner = await postForm(
      loginAction,
      '/en-us/account/login',
      { email, password: 'treize-13-or' },
      { peer: '203.0.113.9' },
    );
    expect(owner.status).toBe(303);
    expect(owner.location).toBe('/en-us/account');
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('without a proxy, failures on random addresses from one client never block another', async () => {
    setSignInThrottle(createSignInThrottle({ ...SIGN_IN_THROTTLE, perClient: 3 }));
    const email = newEmail('voisin');
    await register(email);
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await postForm(
        loginAction,
        '/account/login',
        { email: newEmail('x'), password: 'non' },
        { peer: '192.0.2.77' },
      );
      expect(answer.status).toBe(400);
    }
    const blocked = await postForm(
      loginAction,
      '/account/login',
      { email: newEmail('y'), password: 'non' },
      { peer: '192.0.2.77' },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(blocked.body?.errors.form).toBe(
      'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
    );
    const neighbour = await postForm(
      loginAction,
      '/account/login',
      { email, password: 'treize-13-or' },
      { peer: '192.0.2.78' },
    );
    expect(neighbour.status).toBe(303);
  });

  it('a client forging X-Forwarded-For is still one client unless its peer is a trusted proxy', async () => {
    setSignInThrottle(createSignInThrottle({ ...SIGN_IN_THROTTLE, perClient: 3 }));
    const forged = (attempt: number) => ({
      peer: '192.0.2.79',
      headers: { 'X-Forwarded-For': `10.${attempt}.0.1` },
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await postForm(
        loginAction,
        '/account/login',
        { email: newEmail('forge'), password: 'non' },
        forged(attempt),
      );
      expect(answer.status).toBe(400);
    }
    const blocked = await postForm(
      loginAction,
      '/account/login',
      { email: newEmail('forge'), password: 'non' },
      forged(3),
    );
    expect(blocked.status).toBe(429);
  });

  it('behind a trusted proxy, each forwarded client is counted on its own', async () => {
    const env = parseEnv({
      SESSION_SECRET: 'test-session-secret-0123',
      PUBLIC_STORE_DOMAIN: shop.emulator.url,
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
      TRUSTED_PROXIES: '10.0.0.2',
    });
    setAppContext({ ...testContext(), env });
    setSignInThrottle(createSignInThrottle({ ...SIGN_IN_THROTTLE, perClient: 3 }));
    const via = (client: string) => ({
      peer: '10.0.0.2',
      headers: { 'X-Forwarded-For': `6.6.6.6, ${client}` },
    });
    for (let attempt = 0; attempt < 3; attempt++)
      await postForm(
        loginAction,
        '/account/login',
        { email: newEmail('proxy'), password: 'non' },
        via('198.51.100.20'),
      );
    const same = await postForm(
      loginAction,
      '/account/login',
      { email: newEmail('proxy'), password: 'non' },
      via('198.51.100.20'),
    );
    expect(same.status).toBe(429);
    const other = await postForm(
      loginAction,
      '/account/login',
      { email: newEmail('proxy'), password: 'non' },
      via('198.51.100.21'),
    );
    expect(other.status).toBe(400);
  });
});

describe('the cart across sign-in and sign-out', () => {
  it('names the customer as the cart buyer on sign-in, and keeps the cart on sign-out without them', async () => {
    const email = newEmail('panier');
    await register(email);
    const [variant] = await stockedVariants(shop.commerce, 1);
    const added = await postForm(cartAction, '/cart', {
      cartFormInput: cartFormValue({
        action: 'LinesAdd',
        inputs: { lines: [{ merchandiseId: variant!.id, quantity: 1 }] },
      }),
    });
    const cartCookie = added.cookie!;
    expect(await cartBuyerEmail(cartCookie)).toBeNull();

    const signedIn = await postForm(
      loginAction,
      '/account/login',
      { email, password: 'treize-13-or' },
      {
        cookie: cartCookie,
      },
    );
    expect(signedIn.status).toBe(303);
    expect(await cartBuyerEmail(cartCookie)).toBe(email);

    const session = mergeCookies(cartCookie, signedIn.cookie);
    const out = await postForm(logoutAction, '/account/logout', {}, { cookie: session });
    expect(out.status).toBe(303);
    expect(out.location).toBe('/');
    // The cart cookie is not touched; the cart no longer carries the customer.
    expect(out.headers.get('Set-Cookie')).not.toMatch(/treize_cart=/);
    expect(await cartBuyerEmail(cartCookie)).toBeNull();
    // The session no longer opens the account.
    const after = await getPage(overviewLoader, '/account', {
      cookie: mergeCookies(session, out.cookie),
    });
    expect(after.status).toBe(302);
  });

  it('a cart started while signed in carries the customer', async () => {
    const email = newEmail('nouveau-panier');
    const { cookie } = await register(email);
    const [variant] = await stockedVariants(shop.commerce, 1);
    const added = await postForm(
      cartAction,
      '/cart',
      {
        cartFormInput: cartFormValue({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant!.id, quantity: 1 }] },
        }),
      },
      { cookie },
    );
    expect(await cartBuyerEmail(added.cookie!)).toBe(email);
  });
});

describe('recover (never reveals whether an address has an account)', () => {
  it('answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const known = newEmail('connu');
    await register(known);
    const unknown = newEmail('inconnu');
    const a = await postForm(recoverAction, '/en-us/account/recover', { email: known });
    const b = await postForm(recoverAction, '/en-us/account/recover', { email: unknown });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body?.notice).toMatch(/^If an account exists for this address/);
    const mails = await outbox(shop);
    expect(mails.some((mail) => mail.to === known && mail.kind === 'customer_password_reset')).toBe(
      true,
    );
    expect(mails.some((mail) => mail.to === unknown)).toBe(false);
  });

  it('checks the address first', async () => {
    const answer = await postForm(recoverAction, '/account/recover', { email: 'pas@une' });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.email).toBe('Adresse e-mail invalide');
  });
});

describe('reset and activate with the emailed link (behaviour §8)', () => {
  async function resetLink(email: string) {
    await postForm(recoverAction, '/account/recover', { email });
    const mail = (await outbox(shop)).filter((m) => m.to === email).at(-1)!;
    const [, , , id, token] = mail.path.split('/');
    return { id: id!, token: token! };
  }

  it('sets the new password, signs in, and the new password works', async () => {
    const email = newEmail('oubli');
    await register(email);
    const { id, token } = await resetLink(email);
    const answer = await postForm(
      resetAction,
      `/en-us/account/reset/${id}/${token}`,
      { password: 'nouveau-13-or', passwordConfirm: 'nouveau-13-or' },
      { params: { id, token } },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/en-us/account');
    expect(answer.cookie).toMatch(/treize_session=/);
    const login = await postForm(loginAction, '/account/login', {
      email,
      password: 'nouveau-13-or',
    });
    expect(login.status).toBe(303);
    // The link works once.
    const again = await postForm(
      resetAction,
      `/en-us/account/reset/${id}/${token}`,
      { password: 'encore-13-or', passwordConfirm: 'encore-13-or' },
      { params: { id, token } },
    );
    expect(again.body?.errors.form).toBe('Wrong token. The link you followed might be wrong.');
  });

  it('a wrong or malformed token says "Wrong token…"', async () => {
    const email = newEmail('jeton');
    await register(email);
    const { id } = await resetLink(email);
    for (const token of ['0000-faux', '../../etc']) {
      const answer = await postForm(
        resetAction,
        `/en-us/account/reset/${id}/x`,
        { password: 'nouveau-13-or', passwordConfirm: 'nouveau-13-or' },
        { params: { id, token } },
      );
      expect(answer.status).toBe(400);
      expect(answer.body?.errors.form).toBe('Wrong token. The link you followed might be wrong.');
    }
  });

  it('checks the two passwords before anything is sent', async () => {
    const answer = await postForm(
      resetAction,
      '/en-us/account/reset/1/abc',
      { password: 'nouveau-13-or', passwordConfirm: 'autre-13-or' },
      { params: { id: '1', token: 'abc' } },
    );
    expect(answer.body?.errors.passwordConfirm).toBe('Please provide matching passwords');
  });

  it('activates an invited customer once; a second time says "Sorry. We could not activate your account."', async () => {
    const email = newEmail('invite');
    const invited = await fetch(`${shop.emulator.url}/__emulator/customers/invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Inès', lastName: 'Treize' }),
    });
    expect(invited.ok).toBe(true);
    const mail = (await outbox(shop)).find(
      (m) => m.to === email && m.kind === 'customer_account_activate',
    )!;
    const [, , , id, token] = mail.path.split('/') as [string, string, string, string, string];
    const fields = { password: 'active-13-or', passwordConfirm: 'active-13-or' };
    const wrong = await postForm(activateAction, `/en-us/account/activate/${id}/nope`, fields, {
      params: { id, token: 'nope' },
    });
    expect(wrong.body?.errors.form).toBe('Wrong token. The link you followed might be wrong.');
    const done = await postForm(activateAction, `/en-us/account/activate/${id}/${token}`, fields, {
      params: { id, token },
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe('/en-us/account');
    const again = await postForm(activateAction, `/en-us/account/activate/${id}/${token}`, fields, {
      params: { id, token },
    });
    expect(again.status).toBe(400);
    expect(again.body?.errors.form).toBe('Sorry. We could not activate your account.');
  });
});

describe('bodies and backends', () => {
  it('a body over 16 KB is a 413 with a message', async () => {
    const answer = await postForm(loginAction, '/en-us/account/login', {
      email: 'a@example.com',
      password: 'x'.repeat(20_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body?.errors.form).toMatch(/too large/);
  });

  it('a body that is not a form is a 400 with a message', async () => {
    const answer = await postForm(
      loginAction,
      '/en-us/account/login',
      {},
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.form).toMatch(/expects its form/);
  });

  it('an unreachable shop is a 503 with "Something went wrong", never a 500', async () => {
    const env = parseEnv({
      SESSION_SECRET: 'test-session-secret-0123',
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:9',
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
    });
    setAppContext({ ...testContext(), env });
    const answer = await postForm(loginAction, '/en-us/account/login', {
      email: 'a@example.com',
      password: 'treize-13-or',
    });
    expect(answer.status).toBe(503);
    expect(answer.body?.errors.form).toBe('Something went wrong. Please try again later.');
  });
});
