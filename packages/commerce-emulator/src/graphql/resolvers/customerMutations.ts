import type { ResolverMap } from '../schema.js';
import type { RequestContext } from '../context.js';
import { countryCode, countryName } from '../addresses.js';
import { addressSource, customerSource } from './customer.js';
import { marketSubfolder } from '../accountLinks.js';
import {
  addressGid,
  customerGid,
  hashPassword,
  newSecret,
  parseAddressGid,
  parseCustomerGid,
  type AddressDoc,
  type CustomerDoc,
} from '../../store/customerStore.js';

/** A CustomerUserError as Shopify shapes it. */
interface CustomerError {
  code: string;
  field: string[] | null;
  message: string;
}

/** Legacy mutations carry the errors twice: typed (`customerUserErrors`) and untyped (`userErrors`). */
const payload = <T extends object>(fields: T, errors: CustomerError[] = []) => ({
  ...fields,
  customerUserErrors: errors,
  userErrors: errors.map(({ field, message }) => ({ field, message })),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Shopify's own minimum; the storefront asks for 8 (behaviour §9) before it gets here. */
const PASSWORD_MIN = 5;
const PASSWORD_MAX = 40;

function checkPassword(password: string, field: string[], errors: CustomerError[]) {
  if (!password) errors.push({ code: 'BLANK', field, message: "Password can't be blank" });
  else if (password.length < PASSWORD_MIN)
    errors.push({
      code: 'TOO_SHORT',
      field,
      message: `Password is too short (minimum is ${PASSWORD_MIN} characters)`,
    });
  else if (password.length > PASSWORD_MAX)
    errors.push({
      code: 'TOO_LONG',
      field,
      message: `Password is too long (maximum is ${PASSWORD_MAX} characters)`,
    });
  else if (password !== password.trim())
    errors.push({
      code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      field,
      message: 'Password cannot start or end with whitespace',
    });
}

function checkName(
  value: string | null | undefined,
  field: string[],
  label: string,
  errors: CustomerError[],
) {
  if (!value) return;
  if (/<[^>]+>/.test(value))
    errors.push({
      code: 'CONTAINS_HTML_TAGS',
      field,
      message: `${label} cannot contain HTML tags`,
    });
  else if (/https?:\/\/|www\./i.test(value))
    errors.push({ code: 'CONTAINS_URL', field, message: `${label} cannot contain a URL` });
  else if (value.length > 255)
    errors.push({
      code: 'TOO_LONG',
      field,
      message: `${label} is too long (maximum is 255 characters)`,
    });
}

function checkEmail(email: string, field: string[], errors: CustomerError[]) {
  if (!email.trim()) errors.push({ code: 'BLANK', field, message: "Email can't be blank" });
  else if (!EMAIL.test(email.trim()))
    errors.push({ code: 'INVALID', field, message: 'Email is invalid' });
}

const tokenInvalid = (): CustomerError => ({
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Customer access token is invalid',
});

export const accountPath = (kind: 'reset' | 'activate', customer: CustomerDoc, token: string) =>
  `/account/${kind}/${customer.id}/${token}`;

/**
 * The e-mailed link of an account step: on the storefront's origin, in the buyer's market
 * subfolder, as Shopify writes them on the primary domain.
 */
function accountLink(
  ctx: Pick<RequestContext, 'origin' | 'storefrontOrigin' | 'lang' | 'country'>,
  kind: 'reset' | 'activate',
  customer: CustomerDoc,
  token: string,
) {
  const path = `${marketSubfolder(ctx.lang, ctx.country)}${accountPath(kind, customer, token)}`;
  return { path, url: `${ctx.storefrontOrigin ?? ctx.origin}${path}` };
}

/** Reads `/account/{reset|activate}/{id}/{token}` from a URL on any origin: the storefront serves it on its own. */
function parseAccountUrl(
  url: string,
  kind: 'reset' | 'activate',
): { id: number; token: string } | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`/account/${kind}/(\\d+)/([A-Za-z0-9-]+)$`).exec(path);
  return match?.[1] && match[2] ? { id: Number(match[1]), token: match[2] } : null;
}

interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  country?: string | null;
  phone?: string | null;
}

function addressFields(input: AddressInput, errors: CustomerError[]): Omit<AddressDoc, 'id'> {
  checkName(input.firstName, ['address', 'firstName'], 'First name', errors);
  checkName(input.lastName, ['address', 'lastName'], 'Last name', errors);
  let code: string | null = null;
  if (input.country) {
    code = countryCode(input.country);
    if (!code)
      errors.push({
        code: 'INVALID',
        field: ['address', 'country'],
        message: `Country "${input.country}" is not a country this shop ships to`,
      });
  }
  if (code === 'FR' && input.zip && !/^\d{5}$/.test(input.zip.trim())) {
    errors.push({
      code: 'INVALID',
      field: ['address', 'zip'],
      message: 'Zip is not valid for France',
    });
  }
  const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    company: clean(input.company),
    address1: clean(input.address1),
    address2: clean(input.address2),
    city: clean(input.city),
    province: clean(input.province),
    zip: clean(input.zip),
    country: code ? countryName(code) : clean(input.country),
    countryCode: code,
    phone: clean(input.phone),
  };
}

/** Runs `work` for the customer of an access token, in one transaction; a bad token is a TOKEN_INVALID error. */
function withCustomer<T extends object>(
  ctx: RequestContext,
  token: string,
  empty: T,
  work: (customer: CustomerDoc, errors: CustomerError[]) => T,
) {
  return ctx.customers.transaction(() => {
    const customer = ctx.customers.byToken(token);
    if (!customer) return payload(empty, [tokenInvalid()]);
    const errors: CustomerError[] = [];
    const result = work(customer, errors);
    if (errors.length > 0) return payload(empty, errors);
    ctx.customers.save(customer);
    return payload(result);
  });
}

/**
 * The `…ByUrl` form of reset and activate: the customer and token come from the address the
 * e-mail carried. An address that is not one of the shop's answers INVALID on the URL argument.
 */
function completeWithUrl(
  ctx: RequestContext,
  kind: 'reset' | 'activate',
  url: string,
  password: string,
) {
  const parsed = parseAccountUrl(url, kind);
  if (!parsed) {
    const [field, message] =
      kind === 'reset'
        ? ['resetUrl', 'Reset URL is invalid']
        : ['activationUrl', 'Activation URL is invalid'];
    return payload({ customer: null, customerAccessToken: null }, [
      { code: 'INVALID', field: [field], message },
    ]);
  }
  return completeWithToken(ctx, kind, parsed.id, parsed.token, password, ['password']);
}

/**
 * Sets a password from a reset or activation token and signs the customer in. Its errors name
 * the password where the mutation takes it: `['input', 'password']` for `customerReset` and
 * `customerActivate`, the `password` argument itself for the `…ByUrl` mutations.
 */
function completeWithToken(
  ctx: RequestContext,
  kind: 'reset' | 'activate',
  id: number,
  token: string,
  password: string,
  passwordField: string[],
) {
  const empty = { customer: null, customerAccessToken: null };
  return ctx.customers.transaction(() => {
    const errors: CustomerError[] = [];
    checkPassword(password, passwordField, errors);
    const customer = Number.isFinite(id) ? ctx.customers.find(id) : null;
    const expected = kind === 'reset' ? customer?.resetToken : customer?.activationToken;
    if (kind === 'activate' && customer?.enabled) {
      return payload(empty, [
        { code: 'ALREADY_ENABLED', field: null, message: 'Customer already enabled' },
      ]);
    }
    if (!customer || !expected || expected !== token) {
      errors.unshift({
        code: 'TOKEN_INVALID',
        field: null,
        message: kind === 'reset' ? 'Invalid reset token' : 'Invalid activation token',
      });
    }
    if (errors.length > 0 || !customer) return payload(empty, errors);
    customer.password = hashPassword(password);
    customer.enabled = true;
    customer.resetToken = null;
    customer.activationToken = null;
    ctx.customers.save(customer);
    return payload({
      customer: customerSource(customer),
      customerAccessToken: ctx.customers.issueToken(customer.id),
    });
  });
}

/** Creates an invited (disabled) customer and mails the activation link, as the Shopify admin does. */
export function inviteCustomer(
  ctx: Pick<RequestContext, 'customers' | 'origin' | 'storefrontOrigin' | 'lang' | 'country'>,
  input: { email: string; firstName?: string; lastName?: string },
) {
  return ctx.customers.transaction(() => {
    const errors: CustomerError[] = [];
    checkEmail(input.email, ['email'], errors);
    if (errors.length === 0 && ctx.customers.findByEmail(input.email))
      errors.push({ code: 'TAKEN', field: ['email'], message: 'Email has already been taken' });
    if (errors.length > 0) return { errors };
    const activationToken = newSecret();
    const customer = ctx.customers.create({
      email: input.email.trim(),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: null,
      acceptsMarketing: false,
      password: null,
      enabled: false,
      activationToken,
    });
    const { path, url } = accountLink(ctx, 'activate', customer, activationToken);
    ctx.customers.send({
      kind: 'customer_account_activate',
      to: customer.email,
      subject:
        ctx.lang === 'en'
          ? 'Activate your Atelier Treize account'
          : 'Activez votre compte Atelier Treize',
      text:
        ctx.lang === 'en'
          ? `Hello, activate your account: ${url}`
          : `Bonjour, activez votre compte : ${url}`,
      url,
      path,
    });
    return { id: customerGid(customer.id), activationUrl: url };
  });
}

export const customerQueryResolvers = {
  customer: (_r: unknown, args: { customerAccessToken: string }, ctx: RequestContext) => {
    const customer = ctx.customers.byToken(args.customerAccessToken);
    return customer ? customerSource(customer) : null;
  },
};

export const customerMutationResolvers: ResolverMap['Mutation'] = {
  customerCreate: (
    _r: unknown,
    args: {
      input: {
        email: string;
        password: string;
        firstName?: string | null;
        lastName?: string | null;
        phone?: string | null;
        acceptsMarketing?: boolean | null;
      };
    },
    ctx: RequestContext,
  ) =>
    ctx.customers.transaction(() => {
      const { input } = args;
      const errors: CustomerError[] = [];
      checkEmail(input.email, ['input', 'email'], errors);
      checkPassword(input.password, ['input', 'password'], errors);
      checkName(input.firstName, ['input', 'firstName'], 'First name', errors);
      checkName(input.lastName, ['input', 'lastName'], 'Last name', errors);
      if (errors.length === 0 && ctx.customers.findByEmail(input.email)) {
        errors.push({
          code: 'TAKEN',
          field: ['input', 'email'],
          message: 'Email has already been taken',
        });
      }
      if (errors.length > 0) return payload({ customer: null }, errors);
      const customer = ctx.customers.create({
        email: input.email.trim(),
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        phone: input.phone ?? null,
        acceptsMarketing: input.acceptsMarketing ?? false,
        password: hashPassword(input.password),
        enabled: true,
        activationToken: null,
      });
      return payload({ customer: customerSource(customer) });
    }),
  customerAccessTokenCreate: (
    _r: unknown,
    args: { input: { email: string; password: string } },
    ctx: RequestContext,
  ) => {
    const customer = ctx.customers.authenticate(args.input.email, args.input.password);
    if (!customer)
      return payload({ customerAccessToken: null }, [
        { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
      ]);
    return payload({ customerAccessToken: ctx.customers.issueToken(customer.id) });
  },
  customerAccessTokenDelete: (
    _r: unknown,
    args: { customerAccessToken: string },
    ctx: RequestContext,
  ) => {
    if (!ctx.customers.revokeToken(args.customerAccessToken)) {
      return {
        deletedAccessToken: null,
        deletedCustomerAccessTokenId: null,
        userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
      };
    }
    return {
      deletedAccessToken: args.customerAccessToken,
      deletedCustomerAccessTokenId: `gid://shopify/CustomerAccessToken/${args.customerAccessToken.slice(0, 12)}`,
      userErrors: [],
    };
  },
  customerAccessTokenRenew: (
    _r: unknown,
    args: { customerAccessToken: string },
    ctx: RequestContext,
  ) =>
    ctx.customers.transaction(() => {
      const customer = ctx.customers.byToken(args.customerAccessToken);
      if (!customer)
        return {
          customerAccessToken: null,
          userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
        };
      ctx.customers.revokeToken(args.customerAccessToken);
      return { customerAccessToken: ctx.customers.issueToken(customer.id), userErrors: [] };
    }),
  customerRecover: (_r: unknown, args: { email: string }, ctx: RequestContext) =>
    ctx.customers.transaction(() => {
      const customer = ctx.customers.findByEmail(args.email);
      if (!customer)
        return payload({}, [
          { code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' },
        ]);
      customer.resetToken = newSecret();
      ctx.customers.save(customer);
      const { path, url } = accountLink(ctx, 'reset', customer, customer.resetToken);
      ctx.customers.send({
        kind: 'customer_password_reset',
        to: customer.email,
        subject: ctx.lang === 'en' ? 'Reset your password' : 'Réinitialisez votre mot de passe',
        text:
          ctx.lang === 'en'
            ? `To choose a new password: ${url}`
            : `Pour choisir un nouveau mot de passe : ${url}`,
        url,
        path,
      });
      return payload({});
    }),
  customerReset: (
    _r: unknown,
    args: { id: string; input: { resetToken: string; password: string } },
    ctx: RequestContext,
  ) =>
    completeWithToken(
      ctx,
      'reset',
      parseCustomerGid(args.id),
      args.input.resetToken,
      args.input.password,
      ['input', 'password'],
    ),
  customerResetByUrl: (
    _r: unknown,
    args: { resetUrl: string; password: string },
    ctx: RequestContext,
  ) => completeWithUrl(ctx, 'reset', args.resetUrl, args.password),
  customerActivate: (
    _r: unknown,
    args: { id: string; input: { activationToken: string; password: string } },
    ctx: RequestContext,
  ) =>
    completeWithToken(
      ctx,
      'activate',
      parseCustomerGid(args.id),
      args.input.activationToken,
      args.input.password,
      ['input', 'password'],
    ),
  customerActivateByUrl: (
    _r: unknown,
    args: { activationUrl: string; password: string },
    ctx: RequestContext,
  ) => completeWithUrl(ctx, 'activate', args.activationUrl, args.password),
  customerUpdate: (
    _r: unknown,
    args: {
      customerAccessToken: string;
      customer: {
        email?: string | null;
        password?: string | null;
        firstName?: string | null;
        lastName?: string | null;
        phone?: string | null;
        acceptsMarketing?: boolean | null;
      };
    },
    ctx: RequestContext,
  ) =>
    withCustomer(
      ctx,
      args.customerAccessToken,
      { customer: null, customerAccessToken: null },
      (customer, errors) => {
        const input = args.customer;
        if (input.email != null) {
          checkEmail(input.email, ['customer', 'email'], errors);
          const other = ctx.customers.findByEmail(input.email);
          if (other && other.id !== customer.id)
            errors.push({
              code: 'TAKEN',
              field: ['customer', 'email'],
              message: 'Email has already been taken',
            });
        }
        if (input.password != null) checkPassword(input.password, ['customer', 'password'], errors);
        checkName(input.firstName, ['customer', 'firstName'], 'First name', errors);
        checkName(input.lastName, ['customer', 'lastName'], 'Last name', errors);
        if (errors.length > 0) return { customer: null, customerAccessToken: null };
        if (input.email != null) customer.email = input.email.trim();
        if (input.firstName !== undefined) customer.firstName = input.firstName;
        if (input.lastName !== undefined) customer.lastName = input.lastName;
        if (input.phone !== undefined) customer.phone = input.phone;
        if (input.acceptsMarketing != null) customer.acceptsMarketing = input.acceptsMarketing;
        let customerAccessToken = null;
        // A new password signs every other session out and hands back a fresh token, as Shopify does.
        if (input.password != null) {
          customer.password = hashPassword(input.password);
          ctx.customers.revokeToken(args.customerAccessToken);
          customerAccessToken = ctx.customers.issueToken(customer.id);
        }
        return { customer: customerSource(customer), customerAccessToken };
      },
    ),
  customerAddressCreate: (
    _r: unknown,
    args: { customerAccessToken: string; address: AddressInput },
    ctx: RequestContext,
  ) =>
    withCustomer(ctx, args.customerAccessToken, { customerAddress: null }, (customer, errors) => {
      const fields = addressFields(args.address, errors);
      if (errors.length > 0) return { customerAddress: null };
      const address: AddressDoc = { id: customer.nextAddressId, ...fields };
      customer.nextAddressId += 1;
      customer.addresses.push(address);
      customer.defaultAddressId ??= address.id;
      return { customerAddress: addressSource(address) };
    }),
  customerAddressUpdate: (
    _r: unknown,
    args: { customerAccessToken: string; id: string; address: AddressInput },
    ctx: RequestContext,
  ) =>
    withCustomer(ctx, args.customerAccessToken, { customerAddress: null }, (customer, errors) => {
      const existing = customer.addresses.find((x) => x.id === parseAddressGid(args.id));
      if (!existing) {
        errors.push({ code: 'NOT_FOUND', field: ['id'], message: 'Address does not exist' });
        return { customerAddress: null };
      }
      const fields = addressFields(
        {
          ...existing,
          ...Object.fromEntries(Object.entries(args.address).filter(([, v]) => v !== undefined)),
        },
        errors,
      );
      if (errors.length > 0) return { customerAddress: null };
      Object.assign(existing, fields);
      return { customerAddress: addressSource(existing) };
    }),
  customerAddressDelete: (
    _r: unknown,
    args: { customerAccessToken: string; id: string },
    ctx: RequestContext,
  ) =>
    withCustomer(
      ctx,
      args.customerAccessToken,
      { deletedCustomerAddressId: null },
      (customer, errors) => {
        const id = parseAddressGid(args.id);
        if (!customer.addresses.some((x) => x.id === id)) {
          errors.push({ code: 'NOT_FOUND', field: ['id'], message: 'Address does not exist' });
          return { deletedCustomerAddressId: null };
        }
        customer.addresses = customer.addresses.filter((x) => x.id !== id);
        if (customer.defaultAddressId === id)
          customer.defaultAddressId = customer.addresses[0]?.id ?? null;
        return { deletedCustomerAddressId: addressGid(id) };
      },
    ),
  customerDefaultAddressUpdate: (
    _r: unknown,
    args: { customerAccessToken: string; addressId: string },
    ctx: RequestContext,
  ) =>
    withCustomer(ctx, args.customerAccessToken, { customer: null }, (customer, errors) => {
      const id = parseAddressGid(args.addressId);
      if (!customer.addresses.some((x) => x.id === id)) {
        errors.push({ code: 'NOT_FOUND', field: ['addressId'], message: 'Address does not exist' });
        return { customer: null };
      }
      customer.defaultAddressId = id;
      return { customer: customerSource(customer) };
    }),
};
