import type { CommerceClient } from '../commerce/client.server';
import { CART_BUYER_IDENTITY_UPDATE } from '../commerce/cartDocuments';
import type { Locale } from '../i18n/locales';
import type { AddressValues } from './accountSchemas';
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
import { accountLinkHeaders } from './accountLinks.server';
import type { CustomerAccessToken } from './accountSession.server';
import type { CustomerData, OrderDetail } from './accountTypes';
import type { CustomerUserError } from './userErrors';

/** The answer of a customer mutation: what it made, or the API's user errors. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: CustomerUserError[] };

interface Payload {
  customerUserErrors?: CustomerUserError[] | null;
  userErrors?: CustomerUserError[] | null;
}

/** Runs a mutation and reads its payload under `key`; a missing payload counts as a failure. */
async function mutate<P extends Payload, T>(
  commerce: CommerceClient,
  locale: Locale,
  document: string,
  key: string,
  variables: Record<string, unknown>,
  pick: (payload: P) => T | null | undefined,
  headers?: Record<string, string>,
): Promise<Outcome<T>> {
  const answer = await commerce.query<Record<string, P | null>>(document, {
    locale,
    variables,
    headers,
  });
  const payload = answer[key];
  const errors = payload?.customerUserErrors ?? payload?.userErrors ?? [];
  if (!payload || errors.length > 0)
    return { ok: false, errors: errors.length ? errors : [{ message: 'no payload' }] };
  const value = pick(payload);
  return value === null || value === undefined
    ? { ok: false, errors: [{ message: 'empty payload' }] }
    : { ok: true, value };
}

type TokenPayload = Payload & { customerAccessToken: CustomerAccessToken | null };
const token = (payload: TokenPayload) => payload.customerAccessToken;

export const signInWithPassword = (
  commerce: CommerceClient,
  locale: Locale,
  input: { email: string; password: string },
) =>
  mutate(
    commerce,
    locale,
    CUSTOMER_ACCESS_TOKEN_CREATE,
    'customerAccessTokenCreate',
    { input },
    token,
  );

export const createCustomer = (
  commerce: CommerceClient,
  locale: Locale,
  input: { email: string; password: string },
) =>
  mutate<Payload & { customer: { id: string } | null }, string>(
    commerce,
    locale,
    CUSTOMER_CREATE,
    'customerCreate',
    { input },
    (payload) => payload.customer?.id,
  );

/**
 * Asks the shop to mail a reset link to this storefront at `origin` (in `locale`); the answer is
 * only for the log, never shown.
 */
export const recoverPassword = (
  commerce: CommerceClient,
  locale: Locale,
  email: string,
  origin: string,
) =>
  mutate(
    commerce,
    locale,
    CUSTOMER_RECOVER,
    'customerRecover',
    { email },
    () => true,
    accountLinkHeaders(origin),
  );

export const resetByUrl = (
  commerce: CommerceClient,
  locale: Locale,
  resetUrl: string,
  password: string,
) =>
  mutate(
    commerce,
    locale,
    CUSTOMER_RESET_BY_URL,
    'customerResetByUrl',
    { resetUrl, password },
    token,
  );

export const activateByUrl = (
  commerce: CommerceClient,
  locale: Locale,
  activationUrl: string,
  password: string,
) =>
  mutate(
    commerce,
    locale,
    CUSTOMER_ACTIVATE_BY_URL,
    'customerActivateByUrl',
    { activationUrl, password },
    token,
  );

/** Ends the token on the Storefront API too; a token it no longer knows is already ended. */
export async function deleteAccessToken(
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
) {
  await commerce.query(CUSTOMER_ACCESS_TOKEN_DELETE, {
    locale,
    variables: { customerAccessToken },
  });
}

/** The customer of a token, or `null` when the Storefront API no longer knows the token. */
export async function getCustomer(
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
): Promise<CustomerData | null> {
  const answer = await commerce.query<{ customer: CustomerData | null }>(CUSTOMER_QUERY, {
    locale,
    variables: { customerAccessToken },
  });
  return answer.customer;
}

/**
 * The order `orderId` (numeric) if it belongs to the token's customer; `undefined` when the token
 * is no longer valid, `null` when the order is not theirs or does not exist.
 */
export async function getCustomerOrder(
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
  orderId: string,
): Promise<OrderDetail | null | undefined> {
  const gid = `gid://shopify/Order/${orderId}`;
  const answer = await commerce.query<{
    customer: { orders: { nodes: { id: string }[] } } | null;
    node: OrderDetail | null;
  }>(CUSTOMER_ORDER_QUERY, { locale, variables: { customerAccessToken, orderId: gid } });
  if (!answer.customer) return undefined;
  const owns = answer.customer.orders.nodes.some((order) => order.id === gid);
  return owns && answer.node?.id ? answer.node : null;
}

export const updateCustomer = (
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
  customer: Record<string, string | null>,
) =>
  mutate<TokenPayload, CustomerAccessToken | true>(
    commerce,
    locale,
    CUSTOMER_UPDATE,
    'customerUpdate',
    { customerAccessToken, customer },
    // A password change replaces the token; otherwise the old one stays valid.
    (payload) => payload.customerAccessToken ?? true,
  );

/** The MailingAddressInput of the form's values. */
function mailingAddress(values: AddressValues) {
  const { defaultAddress: _default, ...address } = values;
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value === '' ? null : value]),
  );
}

export const createAddress = (
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
  values: AddressValues,
) =>
  mutate<Payload & { customerAddress: { id: string } | null }, string>(
    commerce,
    locale,
    CUSTOMER_ADDRESS_CREATE,
    'customerAddressCreate',
    { customerAccessToken, address: mailingAddress(values) },
    (payload) => payload.customerAddress?.id,
  );

export const updateAddress = (
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
  id: string,
  values: AddressValues,
) =>
  mutate<Payload & { customerAddress: { id: string } | null }, string>(
    commerce,
    locale,
    CUSTOMER_ADDRESS_UPDATE,
    'customerAddressUpdate',
    { customerAccessToken, id, address: mailingAddress(values) },
    (payload) => payload.customerAddress?.id,
  );

export const deleteAddress = (
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
  id: string,
) =>
  mutate<Payload & { deletedCustomerAddressId: string | null }, string>(
    commerce,
    locale,
    CUSTOMER_ADDRESS_DELETE,
    'customerAddressDelete',
    { customerAccessToken, id },
    (payload) => payload.deletedCustomerAddressId,
  );

export const setDefaultAddress = (
  commerce: CommerceClient,
  locale: Locale,
  customerAccessToken: string,
  addressId: string,
) =>
  mutate<Payload & { customer: { id: string } | null }, string>(
    commerce,
    locale,
    CUSTOMER_DEFAULT_ADDRESS_UPDATE,
    'customerDefaultAddressUpdate',
    { customerAccessToken, addressId },
    (payload) => payload.customer?.id,
  );

/**
 * Names the cart's buyer: on sign-in the hosted checkout then knows who pays and the
 * order lands in the account; on sign-out (`''`) the cart stays but no longer carries the customer.
 * A cart that cannot be updated is left as it is: the shopper's sign-in matters more.
 */
export async function setCartBuyer(
  commerce: CommerceClient,
  locale: Locale,
  cartId: string | undefined,
  customerAccessToken: string,
): Promise<void> {
  if (!cartId) return;
  try {
    await commerce.query(CART_BUYER_IDENTITY_UPDATE, {
      locale,
      variables: {
        cartId,
        buyerIdentity: { customerAccessToken, countryCode: locale.country },
      },
    });
  } catch (error) {
    console.error(`[account] the cart's buyer could not be updated: ${(error as Error).message}`);
  }
}
