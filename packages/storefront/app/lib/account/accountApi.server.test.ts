import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCommerce } from '../../test/fakes';
import { CART_BUYER_IDENTITY_UPDATE } from '../commerce/cartDocuments';
import { CommerceError } from '../commerce/client.server';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import {
  activateByUrl,
  createAddress,
  createCustomer,
  deleteAccessToken,
  deleteAddress,
  getCustomer,
  getCustomerOrder,
  recoverPassword,
  resetByUrl,
  setCartBuyer,
  setDefaultAddress,
  signInWithPassword,
  updateAddress,
  updateCustomer,
} from './accountApi.server';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ACTIVATE_BY_URL,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_CREATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_QUERY,
  CUSTOMER_RECOVER,
  CUSTOMER_RESET_BY_URL,
  CUSTOMER_UPDATE,
} from './accountDocuments';
import type { AddressValues } from './accountSchemas';

/**
 * The customer calls on a recording fake of the Storefront API: the exact document
 * and variables sent, and what a payload, a user error or a missing payload becomes.
 */
const EN_US = LOCALES[1]!;
const TOKEN = { accessToken: 'token-1', expiresAt: '2030-01-01T00:00:00Z' };
const tokenPayload = { customerAccessToken: TOKEN, customerUserErrors: [] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer mutations: the request sent and the outcome', () => {
  it('signInWithPassword sends the email and password and answers the token', async () => {
    const { client, calls } = fakeCommerce(() => ({ customerAccessTokenCreate: tokenPayload }));
    const input = { email: 'camille@example.com', password: 'secret-123' };
    expect(await signInWithPassword(client, EN_US, input)).toEqual({ ok: true, value: TOKEN });
    expect(calls).toEqual([
      { document: CUSTOMER_ACCESS_TOKEN_CREATE, locale: EN_US, variables: { input } },
    ]);
  });

  it('a refused sign-in answers the customer user errors', async () => {
    const errors = [
      { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
    ];
    const { client } = fakeCommerce(() => ({
      customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: errors },
    }));
    expect(
      await signInWithPassword(client, EN_US, { email: 'a@example.com', password: 'x' }),
    ).toEqual({ ok: false, errors });
  });

  it('user errors under `userErrors` count as well', async () => {
    const errors = [{ field: ['email'], message: 'Email is invalid' }];
    const { client } = fakeCommerce(() => ({
      customerRecover: { customerUserErrors: null, userErrors: errors },
    }));
    expect(await recoverPassword(client, EN_US, 'camille', 'https://shop.example')).toEqual({
      ok: false,
      errors,
    });
  });

  it('a missing payload is a failure named "no payload"; an empty one "empty payload"', async () => {
    const none = fakeCommerce(() => ({ customerAccessTokenCreate: null }));
    expect(
      await signInWithPassword(none.client, EN_US, { email: 'a@example.com', password: 'x' }),
    ).toEqual({ ok: false, errors: [{ message: 'no payload' }] });
    const empty = fakeCommerce(() => ({
      customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [] },
    }));
    expect(
      await signInWithPassword(empty.client, EN_US, { email: 'a@example.com', password: 'x' }),
    ).toEqual({ ok: false, errors: [{ message: 'empty payload' }] });
    const bare = fakeCommerce(() => ({ customerCreate: {} }));
    expect(
      await createCustomer(bare.client, EN_US, { email: 'a@example.com', password: 'x' }),
    ).toEqual({ ok: false, errors: [{ message: 'empty payload' }] });
  });

  it('createCustomer answers the new customer id', async () => {
    const { client, calls } = fakeCommerce(() => ({
      customerCreate: { customer: { id: 'gid://shopify/Customer/7' }, customerUserErrors: [] },
    }));
    const input = { email: 'camille@example.com', password: 'secret-123' };
    expect(await createCustomer(client, DEFAULT_LOCALE, input)).toEqual({
      ok: true,
      value: 'gid://shopify/Customer/7',
    });
    expect(calls).toEqual([
      { document: CUSTOMER_CREATE, locale: DEFAULT_LOCALE, variables: { input } },
    ]);
  });

  it('recoverPassword sends the email and the storefront origin; no errors is a success', async () => {
    const { client, calls } = fakeCommerce(() => ({ customerRecover: { customerUserErrors: [] } }));
    expect(
      await recoverPassword(client, EN_US, 'camille@example.com', 'https://shop.example'),
    ).toEqual({ ok: true, value: true });
    expect(calls).toEqual([
      {
        document: CUSTOMER_RECOVER,
        locale: EN_US,
        variables: { email: 'camille@example.com' },
        headers: { 'X-Emulator-Storefront-Origin': 'https://shop.example' },
      },
    ]);
  });

  it('resetByUrl and activateByUrl send the link and the password, and answer the token', async () => {
    const reset = fakeCommerce(() => ({ customerResetByUrl: tokenPayload }));
    expect(
      await resetByUrl(reset.client, EN_US, 'http://shop.test/account/reset/1/t', 'pw-12345'),
    ).toEqual({
      ok: true,
      value: TOKEN,
    });
    expect(reset.calls).toEqual([
      {
        document: CUSTOMER_RESET_BY_URL,
        locale: EN_US,
        variables: { resetUrl: 'http://shop.test/account/reset/1/t', password: 'pw-12345' },
      },
    ]);
    const activate = fakeCommerce(() => ({ customerActivateByUrl: tokenPayload }));
    expect(
      await activateByUrl(
        activate.client,
        EN_US,
        'http://shop.test/account/activate/1/t',
        'pw-12345',
      ),
    ).toEqual({ ok: true, value: TOKEN });
    expect(activate.calls).toEqual([
      {
        document: CUSTOMER_ACTIVATE_BY_URL,
        locale: EN_US,
        variables: { activationUrl: 'http://shop.test/account/activate/1/t', password: 'pw-12345' },
      },
    ]);
  });

  it('updateCustomer answers the new token after a password change, else true', async () => {
    const changed = fakeCommerce(() => ({ customerUpdate: tokenPayload }));
    const customer = { firstName: 'Camille', password: 'new-secret-1' };
    expect(await updateCustomer(changed.client, EN_US, 'token-0', customer)).toEqual({
      ok: true,
      value: TOKEN,
    });
    expect(changed.calls).toEqual([
      {
        document: CUSTOMER_UPDATE,
        locale: EN_US,
        variables: { customerAccessToken: 'token-0', customer },
      },
    ]);
    const kept = fakeCommerce(() => ({
      customerUpdate: { customerAccessToken: null, customerUserErrors: [] },
    }));
    expect(await updateCustomer(kept.client, EN_US, 'token-0', { firstName: 'C' })).toEqual({
      ok: true,
      value: true,
    });
  });
});

describe('addresses: the MailingAddressInput sent', () => {
  const values: AddressValues = {
    firstName: 'Camille',
    lastName: 'Roux',
    company: '',
    address1: '13 rue de la Paix',
    address2: '',
    city: 'Paris',
    province: '',
    zip: '75002',
    country: 'FR',
    phone: '',
    defaultAddress: true,
  } as AddressValues;
  const address = {
    firstName: 'Camille',
    lastName: 'Roux',
    company: null,
    address1: '13 rue de la Paix',
    address2: null,
    city: 'Paris',
    province: null,
    zip: '75002',
    country: 'FR',
    phone: null,
  };
  const made = {
    customerAddress: { id: 'gid://shopify/MailingAddress/3' },
    customerUserErrors: [],
  };

  it('createAddress sends empty fields as null, without the default flag, and answers the id', async () => {
    const { client, calls } = fakeCommerce(() => ({ customerAddressCreate: made }));
    expect(await createAddress(client, EN_US, 'token-1', values)).toEqual({
      ok: true,
      value: 'gid://shopify/MailingAddress/3',
    });
    expect(calls).toEqual([
      {
        document: CUSTOMER_ADDRESS_CREATE,
        locale: EN_US,
        variables: { customerAccessToken: 'token-1', address },
      },
    ]);
  });

  it('updateAddress names the address', async () => {
    const { client, calls } = fakeCommerce(() => ({ customerAddressUpdate: made }));
    expect(
      await updateAddress(client, EN_US, 'token-1', 'gid://shopify/MailingAddress/3', values),
    ).toEqual({ ok: true, value: 'gid://shopify/MailingAddress/3' });
    expect(calls).toEqual([
      {
        document: CUSTOMER_ADDRESS_UPDATE,
        locale: EN_US,
        variables: {
          customerAccessToken: 'token-1',
          id: 'gid://shopify/MailingAddress/3',
          address,
        },
      },
    ]);
  });

  it('deleteAddress answers the deleted id; setDefaultAddress the customer id', async () => {
    const deleted = fakeCommerce(() => ({
      customerAddressDelete: {
        deletedCustomerAddressId: 'gid://shopify/MailingAddress/3',
        customerUserErrors: [],
      },
    }));
    expect(
      await deleteAddress(deleted.client, EN_US, 'token-1', 'gid://shopify/MailingAddress/3'),
    ).toEqual({
      ok: true,
      value: 'gid://shopify/MailingAddress/3',
    });
    expect(deleted.calls).toEqual([
      {
        document: CUSTOMER_ADDRESS_DELETE,
        locale: EN_US,
        variables: { customerAccessToken: 'token-1', id: 'gid://shopify/MailingAddress/3' },
      },
    ]);
    const chosen = fakeCommerce(() => ({
      customerDefaultAddressUpdate: {
        customer: { id: 'gid://shopify/Customer/7' },
        customerUserErrors: [],
      },
    }));
    expect(
      await setDefaultAddress(chosen.client, EN_US, 'token-1', 'gid://shopify/MailingAddress/3'),
    ).toEqual({ ok: true, value: 'gid://shopify/Customer/7' });
    expect(chosen.calls).toEqual([
      {
        document: CUSTOMER_DEFAULT_ADDRESS_UPDATE,
        locale: EN_US,
        variables: { customerAccessToken: 'token-1', addressId: 'gid://shopify/MailingAddress/3' },
      },
    ]);
    const bare = fakeCommerce(() => ({ customerDefaultAddressUpdate: { customerUserErrors: [] } }));
    expect(await setDefaultAddress(bare.client, EN_US, 't', 'a')).toEqual({
      ok: false,
      errors: [{ message: 'empty payload' }],
    });
    const noAddress = fakeCommerce(() => ({ customerAddressCreate: { customerUserErrors: [] } }));
    expect(await createAddress(noAddress.client, EN_US, 't', values)).toEqual({
      ok: false,
      errors: [{ message: 'empty payload' }],
    });
    const noUpdate = fakeCommerce(() => ({ customerAddressUpdate: { customerUserErrors: [] } }));
    expect(await updateAddress(noUpdate.client, EN_US, 't', 'a', values)).toEqual({
      ok: false,
      errors: [{ message: 'empty payload' }],
    });
  });
});

describe('customer reads', () => {
  it('deleteAccessToken sends the token to delete', async () => {
    const { client, calls } = fakeCommerce(() => ({ customerAccessTokenDelete: {} }));
    await deleteAccessToken(client, EN_US, 'token-1');
    expect(calls).toEqual([
      {
        document: CUSTOMER_ACCESS_TOKEN_DELETE,
        locale: EN_US,
        variables: { customerAccessToken: 'token-1' },
      },
    ]);
  });

  it('getCustomer answers the customer of the token, or null', async () => {
    const customer = { firstName: 'Camille' };
    const { client, calls } = fakeCommerce(() => ({ customer }));
    expect(await getCustomer(client, EN_US, 'token-1')).toBe(customer);
    expect(calls).toEqual([
      { document: CUSTOMER_QUERY, locale: EN_US, variables: { customerAccessToken: 'token-1' } },
    ]);
    expect(
      await getCustomer(fakeCommerce(() => ({ customer: null })).client, EN_US, 't'),
    ).toBeNull();
  });

  it('getCustomerOrder: the order of the customer, null for another one, undefined without a customer', async () => {
    const gid = 'gid://shopify/Order/1001';
    const order = { id: gid, name: '#1001' };
    const answer = (orders: string[], node: unknown) => () => ({
      customer: { orders: { nodes: orders.map((id) => ({ id })) } },
      node,
    });
    const mine = fakeCommerce(answer(['gid://shopify/Order/1000', gid], order));
    expect(await getCustomerOrder(mine.client, EN_US, 'token-1', '1001')).toBe(order);
    expect(mine.calls).toEqual([
      {
        document: CUSTOMER_ORDER_QUERY,
        locale: EN_US,
        variables: { customerAccessToken: 'token-1', orderId: gid },
      },
    ]);
    const theirs = fakeCommerce(answer(['gid://shopify/Order/1000'], order));
    expect(await getCustomerOrder(theirs.client, EN_US, 'token-1', '1001')).toBeNull();
    const gone = fakeCommerce(answer([gid], null));
    expect(await getCustomerOrder(gone.client, EN_US, 'token-1', '1001')).toBeNull();
    const blank = fakeCommerce(answer([gid], { name: '#1001' }));
    expect(await getCustomerOrder(blank.client, EN_US, 'token-1', '1001')).toBeNull();
    const signedOut = fakeCommerce(() => ({ customer: null, node: order }));
    expect(await getCustomerOrder(signedOut.client, EN_US, 'token-1', '1001')).toBeUndefined();
  });
});

describe('setCartBuyer: the cart names its buyer', () => {
  it('sends the cart id, the token and the locale country', async () => {
    const { client, calls } = fakeCommerce(() => ({ cartBuyerIdentityUpdate: {} }));
    await setCartBuyer(client, EN_US, 'gid://shopify/Cart/c1', 'token-1');
    expect(calls).toEqual([
      {
        document: CART_BUYER_IDENTITY_UPDATE,
        locale: EN_US,
        variables: {
          cartId: 'gid://shopify/Cart/c1',
          buyerIdentity: { customerAccessToken: 'token-1', countryCode: 'US' },
        },
      },
    ]);
  });

  it('without a cart sends nothing', async () => {
    const { client, calls } = fakeCommerce(() => ({}));
    await setCartBuyer(client, EN_US, undefined, 'token-1');
    await setCartBuyer(client, EN_US, '', 'token-1');
    expect(calls).toEqual([]);
  });

  it('a cart that cannot be updated is logged and left as it is', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeCommerce(() => {
      throw new CommerceError('The Storefront API answered 502', 502, true);
    });
    await expect(
      setCartBuyer(client, EN_US, 'gid://shopify/Cart/c1', 't'),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      "[account] the cart's buyer could not be updated: The Storefront API answered 502",
    );
  });
});
