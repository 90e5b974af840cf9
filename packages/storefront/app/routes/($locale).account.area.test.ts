import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPage, mergeCookies, newEmail, postForm } from '../test/accountTestShop';
import type { AddressData, CustomerData, OrderDetail } from '../lib/account/accountTypes';
import { createSignInThrottle, setSignInThrottle } from '../lib/limits/signInThrottle.server';
import { cartFormValue } from '../lib/commerce/cartForm';
import type { CartActionResult } from '../lib/commerce/cartTypes';
import { startEmulator, stockedVariants, type EmulatorHandle } from '../test/cartTestEmulator';
import { setAppContext } from '../lib/server/context.server';
import { parseEnv } from '../lib/server/env.server';
import { testContext } from '../test/fakes';
import { action as cartAction } from './($locale).cart';
import { loader as overviewLoader } from './($locale).account._index';
import {
  action as addressesAction,
  loader as addressesLoader,
} from './($locale).account.addresses';
import { action as editAction, loader as editLoader } from './($locale).account.edit';
import { action as loginAction } from './($locale).account.login';
import { loader as orderLoader } from './($locale).account.orders.$id';
import { loader as orderStatusLoader } from './($locale).account.orders.$id.status';
import { action as registerAction } from './($locale).account.register';

/**
 * The signed-in account screens against a real commerce emulator: anonymous visits,
 * the profile, the addresses with their default, and an order bought through the hosted checkout.
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
  setSignInThrottle(createSignInThrottle());
});

const PASSWORD = 'treize-13-or';

async function signedIn(name: string) {
  const email = newEmail(name);
  const answer = await postForm(registerAction, '/account/register', {
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  expect(answer.status).toBe(303);
  return { email, cookie: answer.cookie! };
}

const address = (overrides: Record<string, string> = {}) => ({
  intent: 'create',
  country: 'FR',
  firstName: 'Camille',
  lastName: 'Treize',
  company: '',
  address1: '13 rue des Étoiles',
  address2: '',
  city: 'Paris',
  province: '',
  zip: '75003',
  phone: '',
  ...overrides,
});

async function addresses(cookie: string) {
  const page = await getPage<{ addresses: AddressData[]; defaultAddressId: string | null }>(
    addressesLoader,
    '/account/addresses',
    { cookie },
  );
  expect(page.status).toBe(200);
  return page.body!;
}

describe('anonymous visits', () => {
  it.each([
    ['/account', overviewLoader, '/account/login?redirectTo=%2Faccount'],
    [
      '/en-us/account/edit',
      editLoader,
      '/en-us/account/login?redirectTo=%2Fen-us%2Faccount%2Fedit',
    ],
    [
      '/en-fr/account/addresses',
      addressesLoader,
      '/en-fr/account/login?redirectTo=%2Fen-fr%2Faccount%2Faddresses',
    ],
    ['/account/orders/1', orderLoader, '/account/login?redirectTo=%2Faccount%2Forders%2F1'],
    [
      '/account/orders/1/status',
      orderStatusLoader,
      '/account/login?redirectTo=%2Faccount%2Forders%2F1%2Fstatus',
    ],
  ] as const)('%s goes to the login page and back', async (url, loader, location) => {
    const answer = await getPage(loader, url, { params: { id: '1' } });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(location);
    // A visitor without a session is not handed one (their pages stay cacheable).
    expect(answer.headers.get('Set-Cookie')).toBeNull();
  });

  it.each([
    ['/account', overviewLoader, '/account/login?redirectTo=%2Faccount'],
    [
      '/en-us/account/edit',
      editLoader,
      '/en-us/account/login?redirectTo=%2Fen-us%2Faccount%2Fedit',
    ],
    ['/account/orders/1', orderLoader, '/account/login?redirectTo=%2Faccount%2Forders%2F1'],
  ] as const)(
    '%s reached by a link (a .data request) comes back to the page, not to its data',
    async (url, loader, location) => {
      const answer = await getPage(loader, url, { params: { id: '1' }, dataRequest: true });
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(location);
    },
  );

  it('an edit without a session says "You must be logged in to edit your account." (401)', async () => {
    const edit = await postForm(editAction, '/en-us/account/edit', { email: 'a@example.com' });
    expect(edit.status).toBe(401);
    expect(edit.body?.errors.form).toBe('You must be logged in to edit your account.');
    const address = await postForm(addressesAction, '/account/addresses', { intent: 'create' });
    expect(address.status).toBe(401);
    expect(address.body?.errors.form).toBe('Vous devez être connecté pour modifier votre compte.');
  });

  it('a session whose token the shop no longer knows goes to the login page, signed out', async () => {
    const { cookie } = await signedIn('revoked');
    // The signed session cookie holds its data as base64 JSON before the signature.
    const value = decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!).split('.')[0]!;
    const token = (JSON.parse(atob(value)) as { customer: { accessToken: string } }).customer
      .accessToken;
    const revoked = await fetch(`${shop.emulator.url}/api/2023-10/graphql.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'local-storefront-token',
      },
      body: JSON.stringify({
        query: `mutation Out($token: String!) {
          customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken }
        }`,
        variables: { token },
      }),
    });
    expect((await revoked.json()).data.customerAccessTokenDelete.deletedAccessToken).toBe(token);
    const answer = await getPage(overviewLoader, '/en-us/account?tab=orders', { cookie });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      '/en-us/account/login?redirectTo=%2Fen-us%2Faccount%3Ftab%3Dorders',
    );
    // Signed out: the session cookie is written again without the customer.
    const written = answer.headers.get('Set-Cookie')!;
    expect(written).toMatch(/^treize_session=/);
    const data = decodeURIComponent(written.split('=')[1]!.split(';')[0]!).split('.')[0]!;
    expect(JSON.parse(atob(data))).toEqual({});
  });

  it('a forged session cookie counts as no session', async () => {
    const answer = await getPage(overviewLoader, '/account', {
      cookie: 'treize_session=eyJjdXN0b21lciI6eyJhY2Nlc3NUb2tlbiI6IngifX0%3D.forged',
    });
    expect(answer.status).toBe(302);
  });
});

describe('profile edit (behaviour §5)', () => {
  it('saves the name and phone', async () => {
    const { email, cookie } = await signedIn('profil');
    const answer = await postForm(
      editAction,
      '/en-us/account/edit',
      { firstName: 'Inès', lastName: "d'Orsay", email, phone: '+33 6 12 34 56 78' },
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body?.notice).toBe('Your profile has been saved.');
    const page = await getPage<{ customer: CustomerData }>(editLoader, '/account/edit', { cookie });
    expect(page.body?.customer).toMatchObject({ firstName: 'Inès', lastName: "d'Orsay" });
  });

  it.each([
    [{ firstName: '<b>x</b>' }, 'firstName', 'Invalid first name'],
    [{ lastName: 'http://spam' }, 'lastName', 'Invalid last name'],
    [{ email: '' }, 'email', 'Please enter an email address'],
    [
      { newPassword: 'nouveau-13-or', newPasswordConfirm: 'nouveau-13-or' },
      'currentPassword',
      'Please enter your current password before entering a new password.',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'court', newPasswordConfirm: 'court' },
      'newPassword',
      'Passwords must be at least 8 characters',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'nouveau-13-or' },
      'newPasswordConfirm',
      'Please re-enter the password',
    ],
    [
      {
        currentPassword: PASSWORD,
        newPassword: 'nouveau-13-or',
        newPasswordConfirm: 'autre-13-or',
      },
      'newPasswordConfirm',
      'Please provide matching passwords',
    ],
  ])('%o → %s: %s', async (fields, field, message) => {
    const { email, cookie } = await signedIn('profil-erreur');
    const answer = await postForm(
      editAction,
      '/en-us/account/edit',
      { email, ...fields },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors[field]).toBe(message);
  });

  it('a wrong current password says "Sorry. We could not update your password."', async () => {
    const { email, cookie } = await signedIn('mauvais-actuel');
    const answer = await postForm(
      editAction,
      '/en-us/account/edit',
      {
        email,
        currentPassword: 'pas-le-bon',
        newPassword: 'nouveau-13-or',
        newPasswordConfirm: 'nouveau-13-or',
      },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.currentPassword).toBe('Sorry. We could not update your password.');
  });

  it('changes the password and keeps the shopper signed in with the new token', async () => {
    const { email, cookie } = await signedIn('nouveau-mdp');
    const answer = await postForm(
      editAction,
      '/account/edit',
      {
        email,
        currentPassword: PASSWORD,
        newPassword: 'nouveau-13-or',
        newPasswordConfirm: 'nouveau-13-or',
      },
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.cookie).toMatch(/treize_session=/);
    const still = await getPage(overviewLoader, '/account', {
      cookie: mergeCookies(cookie, answer.cookie),
    });
    expect(still.status).toBe(200);
    const login = await postForm(loginAction, '/account/login', {
      email,
      password: 'nouveau-13-or',
    });
    expect(login.status).toBe(303);
  });

  it('an email another account uses is refused below the field', async () => {
    const other = await signedIn('autre');
    const { cookie } = await signedIn('moi');
    const answer = await postForm(
      editAction,
      '/en-us/account/edit',
      { email: other.email },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.email).toBe('Another account already uses this email address');
  });
});

describe('addresses: add, edit, delete, default (behaviour §3, §5)', () => {
  it('adds two, makes the second the default, edits and deletes', async () => {
    const { cookie } = await signedIn('adresses');
    const first = await postForm(addressesAction, '/account/addresses', address(), { cookie });
    expect(first.status).toBe(303);
    expect(first.location).toBe('/account/addresses');
    const second = await postForm(
      addressesAction,
      '/account/addresses',
      address({ firstName: 'Jeanne', address1: '2 place Dauphine', zip: '75001' }),
      { cookie },
    );
    expect(second.status).toBe(303);
    let list = await addresses(cookie);
    expect(list.addresses).toHaveLength(2);
    const [home, dauphine] = list.addresses as [AddressData, AddressData];
    // The first address becomes the default by itself.
    expect(list.defaultAddressId).toBe(home.id);

    await postForm(
      addressesAction,
      '/account/addresses',
      { intent: 'default', addressId: dauphine.id },
      { cookie },
    );
    list = await addresses(cookie);
    expect(list.defaultAddressId).toBe(dauphine.id);

    const edited = await postForm(
      addressesAction,
      '/account/addresses',
      address({
        intent: 'update',
        addressId: home.id,
        address2: 'Atelier 13',
        city: 'Lyon',
        zip: '69001',
      }),
      { cookie },
    );
    expect(edited.status).toBe(303);
    list = await addresses(cookie);
    expect(list.addresses.find((a) => a.id === home.id)).toMatchObject({
      city: 'Lyon',
      address2: 'Atelier 13',
    });

    await postForm(
      addressesAction,
      '/account/addresses',
      { intent: 'delete', addressId: home.id },
      { cookie },
    );
    list = await addresses(cookie);
    expect(list.addresses.map((a) => a.id)).toEqual([dauphine.id]);
  });

  it('a new address marked default becomes the default', async () => {
    const { cookie } = await signedIn('defaut');
    await postForm(addressesAction, '/account/addresses', address(), { cookie });
    await postForm(
      addressesAction,
      '/account/addresses',
      address({ address1: '5 quai Voltaire', defaultAddress: 'on' }),
      { cookie },
    );
    const list = await addresses(cookie);
    expect(list.addresses.find((a) => a.id === list.defaultAddressId)?.address1).toBe(
      '5 quai Voltaire',
    );
  });

  it.each([
    [{ address1: '' }, 'address1', 'You must provide an address.'],
    [{ firstName: '' }, 'firstName', 'Invalid first name'],
    [{ lastName: '1234' }, 'lastName', 'Invalid last name'],
    [{ country: 'XX' }, 'country', 'Please choose a country'],
  ])('%o → %s: %s', async (fields, field, message) => {
    const { cookie } = await signedIn('adresse-erreur');
    const answer = await postForm(addressesAction, '/en-us/account/addresses', address(fields), {
      cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors[field]).toBe(message);
    expect((await addresses(cookie)).addresses).toHaveLength(0);
  });

  it('an API refusal (a French zip of 4 digits) is shown below its field, nothing saved', async () => {
    const { cookie } = await signedIn('code-postal');
    const answer = await postForm(
      addressesAction,
      '/en-us/account/addresses',
      address({ zip: '7500' }),
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.zip).toBe('This zip code does not match the country');
    expect((await addresses(cookie)).addresses).toHaveLength(0);
  });

  it("someone else's address cannot be touched", async () => {
    const owner = await signedIn('proprietaire');
    await postForm(addressesAction, '/account/addresses', address(), { cookie: owner.cookie });
    const [theirs] = (await addresses(owner.cookie)).addresses;
    const { cookie } = await signedIn('intrus');
    const answer = await postForm(
      addressesAction,
      '/en-us/account/addresses',
      { intent: 'delete', addressId: theirs!.id },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors.form).toBe('This address is no longer in your account.');
    expect((await addresses(owner.cookie)).addresses).toHaveLength(1);
  });
});

describe('orders (behaviour §4 statuses, §8, §9 date)', () => {
  async function buy(cookie: string) {
    const [variant] = await stockedVariants(shop.commerce, 1);
    const added = await postForm<CartActionResult>(
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
    const checkoutUrl = added.body!.cart!.checkoutUrl;
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'camille@example.com',
        firstName: 'Camille',
        lastName: 'Treize',
        address1: '13 rue des Étoiles',
        zip: '75003',
        city: 'Paris',
        country: 'France',
      }),
    });
    expect(paid.status).toBe(303);
    return /\/orders\/(\d+)\//.exec(paid.headers.get('Location')!)![1]!;
  }

  it('lists the order bought while signed in and shows it with its status and lines', async () => {
    const { cookie } = await signedIn('commande');
    const orderId = await buy(cookie);
    const overview = await getPage<{ customer: CustomerData }>(overviewLoader, '/account', {
      cookie,
    });
    const [summary] = overview.body!.customer.orders.nodes;
    expect(summary?.id).toBe(`gid://shopify/Order/${orderId}`);
    expect(summary?.fulfillmentStatus).toBe('UNFULFILLED');
    const page = await getPage<{ order: OrderDetail }>(orderLoader, `/account/orders/${orderId}`, {
      cookie,
      params: { id: orderId },
    });
    expect(page.status).toBe(200);
    expect(page.body?.order.lineItems.nodes).toHaveLength(1);
    expect(page.body?.order.shippingAddress?.formatted).toContain('13 rue des Étoiles');
  });

  it("'track this order' sends the shopper to the order's status page on the shop", async () => {
    const { cookie } = await signedIn('suivi');
    const orderId = await buy(cookie);
    const answer = await getPage(orderStatusLoader, `/account/orders/${orderId}/status`, {
      cookie,
      params: { id: orderId },
    });
    expect(answer.status).toBe(303);
    const statusPage = new URL(answer.location!);
    expect(statusPage.origin).toBe(shop.emulator.url);
    expect(statusPage.pathname).toMatch(new RegExp(`^/orders/${orderId}/[a-f0-9]+$`));
    const page = await fetch(statusPage);
    expect(page.status).toBe(200);
  });

  it("a shop that cannot be asked: back on the order page, 'Error redirecting to the order status URL'", async () => {
    const { cookie } = await signedIn('suivi-panne');
    const orderId = await buy(cookie);
    const working = parseEnv({
      SESSION_SECRET: 'test-session-secret-0123',
      PUBLIC_STORE_DOMAIN: shop.emulator.url,
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
    });
    // Nothing listens on port 9 (discard): every call to the shop fails at once.
    setAppContext({ ...testContext(), env: { ...working, storeDomain: 'http://127.0.0.1:9' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await getPage(orderStatusLoader, `/en-us/account/orders/${orderId}/status`, {
      cookie,
      params: { id: orderId },
    });
    errors.mockRestore();
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/en-us/account/orders/${orderId}?status-redirect-failed`);
    setAppContext({ ...testContext(), env: working });
    for (const [url, message] of [
      [
        `/en-us/account/orders/${orderId}?status-redirect-failed`,
        'Error redirecting to the order status URL',
      ],
      [
        `/account/orders/${orderId}?status-redirect-failed`,
        'Erreur lors de la redirection vers le suivi de commande',
      ],
      [`/account/orders/${orderId}`, null],
    ] as const) {
      const page = await getPage<{ message: string | null }>(orderLoader, url, {
        cookie,
        params: { id: orderId },
      });
      expect(page.status).toBe(200);
      expect(page.body?.message).toBe(message);
    }
  });

  it("an unknown order, or someone else's, is 'Order cannot be located.' (404)", async () => {
    const owner = await signedIn('acheteur');
    const orderId = await buy(owner.cookie);
    const { cookie } = await signedIn('curieux');
    for (const id of [orderId, '999999', 'abc']) {
      const page = await getPage<{ message: string }>(orderLoader, `/en-us/account/orders/${id}`, {
        cookie,
        params: { id },
      });
      expect(page.status).toBe(404);
      expect(page.body?.message).toBe('Order cannot be located.');
    }
  });
});
