import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

// The customer mutations (customerMutations.ts) error by error: each CustomerUserError's code,
// field path and message, the same errors untyped in `userErrors`, and what is kept or changed.

const emu = useHarness();
const { q } = emu;

const ERRORS = 'customerUserErrors { code field message } userErrors { field message }';
const PROFILE =
  'email firstName lastName displayName phone acceptsMarketing defaultAddress { id } addresses(first: 10) { nodes { id } }';

/** A customer error as both lists carry it. */
const both = (...errors: { code: string; field: string[] | null; message: string }[]) => ({
  customerUserErrors: errors,
  userErrors: errors.map(({ field, message }) => ({ field, message })),
});

let serial = 0;
/** An email no other test uses. */
const freshEmail = (name: string) => `${name}-${(serial += 1)}@example.com`;

const create = async (input: Record<string, unknown>) =>
  (
    await q(
      `mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { ${PROFILE} } ${ERRORS} } }`,
      { input },
    )
  ).customerCreate;
const login = async (email: string, password: string) =>
  (
    await q(
      `mutation L($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} } }`,
      { input: { email, password } },
    )
  ).customerAccessTokenCreate;
const me = async (token: string) =>
  (
    await q(`query M($t: String!) { customer(customerAccessToken: $t) { ${PROFILE} } }`, {
      t: token,
    })
  ).customer;
/** A new customer, signed in: their email and an access token. */
async function signedIn(name: string, extra: Record<string, unknown> = {}) {
  const email = freshEmail(name);
  const created = await create({ email, password: 'secret99', ...extra });
  expect(created.customerUserErrors).toEqual([]);
  const token = (await login(email, 'secret99')).customerAccessToken.accessToken as string;
  return { email, token };
}
const outbox = async () =>
  (await (await fetch(`${emu.harness.emulator.url}/__emulator/outbox`)).json()) as Json[];
const lastMailTo = async (email: string) =>
  (await outbox()).filter((m) => m.to === email).pop() as Json;
const invite = (body: Record<string, unknown>) =>
  fetch(`${emu.harness.emulator.url}/__emulator/customers/invite`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

describe('customerCreate', () => {
  it('answers each refused password, email and name with Shopify’s code, path and message', async () => {
    const refusals: [
      Record<string, unknown>,
      { code: string; field: string[]; message: string },
    ][] = [
      [
        { password: '' },
        { code: 'BLANK', field: ['input', 'password'], message: "Password can't be blank" },
      ],
      [
        { password: 'abcd' },
        {
          code: 'TOO_SHORT',
          field: ['input', 'password'],
          message: 'Password is too short (minimum is 5 characters)',
        },
      ],
      [
        { password: 'p'.repeat(41) },
        {
          code: 'TOO_LONG',
          field: ['input', 'password'],
          message: 'Password is too long (maximum is 40 characters)',
        },
      ],
      [
        { password: ' secret99' },
        {
          code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
          field: ['input', 'password'],
          message: 'Password cannot start or end with whitespace',
        },
      ],
      [
        { password: 'secret99 ' },
        {
          code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
          field: ['input', 'password'],
          message: 'Password cannot start or end with whitespace',
        },
      ],
      [
        { email: '   ' },
        { code: 'BLANK', field: ['input', 'email'], message: "Email can't be blank" },
      ],
      [
        { email: 'lou@example' },
        { code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' },
      ],
      [
        { email: 'lou martin@example.com' },
        { code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' },
      ],
      [
        { email: 'lou@example.com fr' },
        { code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' },
      ],
      [
        { firstName: 'Lou <em>la</em>' },
        {
          code: 'CONTAINS_HTML_TAGS',
          field: ['input', 'firstName'],
          message: 'First name cannot contain HTML tags',
        },
      ],
      [
        { lastName: 'https://spam.example' },
        {
          code: 'CONTAINS_URL',
          field: ['input', 'lastName'],
          message: 'Last name cannot contain a URL',
        },
      ],
      [
        { lastName: 'HTTP://SPAM.EXAMPLE' },
        {
          code: 'CONTAINS_URL',
          field: ['input', 'lastName'],
          message: 'Last name cannot contain a URL',
        },
      ],
      [
        { firstName: 'voir www.spam.example' },
        {
          code: 'CONTAINS_URL',
          field: ['input', 'firstName'],
          message: 'First name cannot contain a URL',
        },
      ],
      [
        { firstName: 'x'.repeat(256) },
        {
          code: 'TOO_LONG',
          field: ['input', 'firstName'],
          message: 'First name is too long (maximum is 255 characters)',
        },
      ],
      [
        { lastName: 'x'.repeat(256) },
        {
          code: 'TOO_LONG',
          field: ['input', 'lastName'],
          message: 'Last name is too long (maximum is 255 characters)',
        },
      ],
    ];
    for (const [input, error] of refusals) {
      const answer = await create({ email: freshEmail('refused'), password: 'secret99', ...input });
      expect({ input, answer }).toEqual({ input, answer: { customer: null, ...both(error) } });
    }
  });

  it('takes a password of 5 or 40 characters, names of 255 and a lone "<", with the defaults of what is left out', async () => {
    const email = freshEmail('bounds');
    const created = await create({
      email: `  ${email} `,
      password: 'abcde',
      firstName: 'x'.repeat(255),
      lastName: 'a < b',
    });
    expect(created.customerUserErrors).toEqual([]);
    expect(created.userErrors).toEqual([]);
    expect(created.customer).toEqual({
      email,
      firstName: 'x'.repeat(255),
      lastName: 'a < b',
      displayName: `${'x'.repeat(255)} a < b`,
      phone: null,
      acceptsMarketing: false,
      defaultAddress: null,
      addresses: { nodes: [] },
    });
    expect((await login(email, 'abcde')).customerUserErrors).toEqual([]);
    const longest = 'p'.repeat(40);
    const other = await create({ email: freshEmail('longest'), password: longest, phone: '+331' });
    expect(other.customer).toMatchObject({ firstName: null, lastName: null, phone: '+331' });
  });

  it('says an email is taken only once the rest is valid', async () => {
    const { email } = await signedIn('taken');
    expect(await create({ email, password: 'secret99' })).toEqual({
      customer: null,
      ...both({
        code: 'TAKEN',
        field: ['input', 'email'],
        message: 'Email has already been taken',
      }),
    });
    expect((await create({ email, password: 'abc' })).customerUserErrors).toEqual([
      expect.objectContaining({ code: 'TOO_SHORT' }),
    ]);
  });
});

describe('customer access tokens', () => {
  it('deletes a token with its id, and answers an unknown one on delete and renew', async () => {
    const { token } = await signedIn('tokens');
    const DELETE = `mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
    expect((await q(DELETE, { t: token })).customerAccessTokenDelete).toEqual({
      deletedAccessToken: token,
      deletedCustomerAccessTokenId: `gid://shopify/CustomerAccessToken/${token.slice(0, 12)}`,
      userErrors: [],
    });
    const unknown = [{ field: ['customerAccessToken'], message: 'Access token does not exist' }];
    expect((await q(DELETE, { t: token })).customerAccessTokenDelete).toEqual({
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: unknown,
    });
    const renewed = await q(
      `mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { field message } } }`,
      { t: token },
    );
    expect(renewed.customerAccessTokenRenew).toEqual({
      customerAccessToken: null,
      userErrors: unknown,
    });
  });

  it('renews a token for thirty days and signs the customer in with the new one', async () => {
    const { email, token } = await signedIn('renewal');
    const renewed = (
      await q(
        `mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }`,
        { t: token },
      )
    ).customerAccessTokenRenew;
    expect(renewed.userErrors).toEqual([]);
    const days = (new Date(renewed.customerAccessToken.expiresAt).getTime() - Date.now()) / 86.4e6;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await me(renewed.customerAccessToken.accessToken)).email).toBe(email);
  });
});

describe('customerRecover, customerReset and customerResetByUrl', () => {
  const recover = async (email: string) =>
    (await q(`mutation R($e: String!) { customerRecover(email: $e) { ${ERRORS} } }`, { e: email }))
      .customerRecover;
  const RESET = `mutation X($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;
  const BY_URL = `mutation X($url: URL!, $p: String!) { customerResetByUrl(resetUrl: $url, password: $p) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;
  const resetByUrl = async (url: string, password: string) =>
    (await q(BY_URL, { url, p: password })).customerResetByUrl;
  const refused = (...errors: { code: string; field: string[] | null; message: string }[]) => ({
    customer: null,
    customerAccessToken: null,
    ...both(...errors),
  });
  const badToken = { code: 'TOKEN_INVALID', field: null, message: 'Invalid reset token' };

  it('answers an unknown email, and mails a reset link in French to a known one', async () => {
    expect(await recover('nobody@example.com')).toEqual(
      both({ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }),
    );
    const { email } = await signedIn('recover');
    expect(await recover(email)).toEqual(both());
    const mail = await lastMailTo(email);
    const url = `${emu.harness.emulator.url}${mail.path}`;
    expect(mail).toEqual({
      id: mail.id,
      kind: 'customer_password_reset',
      to: email,
      subject: 'Réinitialisez votre mot de passe',
      text: `Pour choisir un nouveau mot de passe : ${url}`,
      url,
      path: expect.stringMatching(/^\/account\/reset\/\d+\/[0-9a-f]{40}$/),
      sentAt: mail.sentAt,
    });
  });

  it('refuses a wrong token before a bad password, keeps the link for a bad password alone, and resets once', async () => {
    const { email } = await signedIn('reset');
    await recover(email);
    const [, , , id, token] = ((await lastMailTo(email)).path as string).split('/');
    const gid = `gid://shopify/Customer/${id}`;
    const reset = async (customerId: string, resetToken: string, password: string) =>
      (await q(RESET, { id: customerId, input: { resetToken, password } })).customerReset;
    expect(await reset(gid, 'bad', 'abc')).toEqual(
      refused(badToken, {
        code: 'TOO_SHORT',
        field: ['input', 'password'],
        message: 'Password is too short (minimum is 5 characters)',
      }),
    );
    expect(await reset(gid, token ?? '', ' espace ')).toEqual(
      refused({
        code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field: ['input', 'password'],
        message: 'Password cannot start or end with whitespace',
      }),
    );
    expect(await reset('gid://shopify/Customer/1', token ?? '', 'tout-neuf')).toEqual(
      refused(badToken),
    );
    expect(await reset('gid://shopify/Customer/x', token ?? '', 'tout-neuf')).toEqual(
      refused(badToken),
    );
    const done = await reset(gid, token ?? '', 'tout-neuf');
    expect(done.customerUserErrors).toEqual([]);
    expect(done.userErrors).toEqual([]);
    expect(done.customer).toEqual({ email });
    expect((await me(done.customerAccessToken.accessToken)).email).toBe(email);
    expect(await reset(gid, token ?? '', 'encore-un')).toEqual(refused(badToken));
    expect((await login(email, 'tout-neuf')).customerUserErrors).toEqual([]);
  });

  it('refuses a reset for a customer who never asked for one', async () => {
    const { email } = await signedIn('never-asked');
    const { customer } = await q(
      `query M($t: String!) { customer(customerAccessToken: $t) { id } }`,
      { t: (await login(email, 'secret99')).customerAccessToken.accessToken },
    );
    expect(
      (await q(RESET, { id: customer.id, input: { resetToken: 'null', password: 'tout-neuf' } }))
        .customerReset,
    ).toEqual(refused(badToken));
  });

  it('reads the reset link under a locale prefix, and refuses any other link with the resetUrl error', async () => {
    const { email } = await signedIn('by-url');
    await recover(email);
    const path = (await lastMailTo(email)).path as string;
    const invalidUrl = refused({
      code: 'INVALID',
      field: ['resetUrl'],
      message: 'Reset URL is invalid',
    });
    for (const url of [
      'pas une adresse',
      `http://localhost:3000${path.replace('reset', 'activate')}`,
      `http://localhost:3000${path}/suite`,
      `http://localhost:3000${path.replace(/\/(\d+)\//, '/$1x/')}`,
      `http://localhost:3000${path.replace(/\/[0-9a-f]+$/, '/')}`,
    ])
      expect({ url, answer: await resetByUrl(url, 'tout-neuf') }).toEqual({
        url,
        answer: invalidUrl,
      });
    // The password is an argument of its own here: its errors name it alone.
    expect(await resetByUrl(`http://localhost:3000${path}`, 'abc')).toEqual(
      refused({
        code: 'TOO_SHORT',
        field: ['password'],
        message: 'Password is too short (minimum is 5 characters)',
      }),
    );
    const done = await resetByUrl(`http://localhost:3000/en-us${path}?utm=mail`, 'tout-neuf');
    expect(done.customerUserErrors).toEqual([]);
    expect(done.customer).toEqual({ email });
  });
});

describe('invitations and customerActivate', () => {
  const ACTIVATE = `mutation A($id: ID!, $input: CustomerActivateInput!) { customerActivate(id: $id, input: $input) { customer { email firstName lastName } customerAccessToken { accessToken } ${ERRORS} } }`;
  const BY_URL = `mutation A($url: URL!, $p: String!) { customerActivateByUrl(activationUrl: $url, password: $p) { customer { email firstName lastName } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
  const badToken = { code: 'TOKEN_INVALID', field: null, message: 'Invalid activation token' };

  it('invites with a trimmed email and the names given, mails the link, and refuses a bad or taken email', async () => {
    const email = freshEmail('invited');
    const invited = await invite({ email: ` ${email} `, firstName: 'Zoé', lastName: 'Roy' });
    expect(invited.status).toBe(201);
    const { id, activationUrl } = (await invited.json()) as Json;
    expect(id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const number = id.split('/').pop();
    expect(activationUrl).toMatch(
      new RegExp(`^${emu.harness.emulator.url}/account/activate/${number}/[0-9a-f]{40}$`),
    );
    const mail = await lastMailTo(email);
    expect(mail).toMatchObject({
      kind: 'customer_account_activate',
      subject: 'Activez votre compte Atelier Treize',
      text: `Bonjour, activez votre compte : ${activationUrl}`,
      url: activationUrl,
      path: activationUrl.slice(emu.harness.emulator.url.length),
    });
    const taken = await invite({ email });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({
      errors: [{ code: 'TAKEN', field: ['email'], message: 'Email has already been taken' }],
    });
    const bad = await invite({ email: 'pas-un-email' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      errors: [{ code: 'INVALID', field: ['email'], message: 'Email is invalid' }],
    });
    const blank = await invite({ email: ' ' });
    expect(await blank.json()).toEqual({
      errors: [{ code: 'BLANK', field: ['email'], message: "Email can't be blank" }],
    });
  });

  it('refuses a wrong token or password, then activates once and signs the customer in', async () => {
    const email = freshEmail('activate');
    const { id, activationUrl } = (await (await invite({ email, lastName: 'Roy' })).json()) as Json;
    const token = activationUrl.split('/').pop();
    const activate = async (customerId: string, activationToken: string, password: string) =>
      (await q(ACTIVATE, { id: customerId, input: { activationToken, password } }))
        .customerActivate;
    const refused = (...errors: { code: string; field: string[] | null; message: string }[]) => ({
      customer: null,
      customerAccessToken: null,
      ...both(...errors),
    });
    expect(await activate(id, 'bad', '')).toEqual(
      refused(badToken, {
        code: 'BLANK',
        field: ['input', 'password'],
        message: "Password can't be blank",
      }),
    );
    expect(await activate('gid://shopify/Customer/1', token, 'premier-pas')).toEqual(
      refused(badToken),
    );
    const done = await activate(id, token, 'premier-pas');
    expect(done.customerUserErrors).toEqual([]);
    expect(done.customer).toEqual({ email, firstName: null, lastName: 'Roy' });
    expect((await me(done.customerAccessToken.accessToken)).email).toBe(email);
    expect((await login(email, 'premier-pas')).customerUserErrors).toEqual([]);
    expect(await activate(id, token, 'premier-pas')).toEqual(
      refused({ code: 'ALREADY_ENABLED', field: null, message: 'Customer already enabled' }),
    );
  });

  it('activates by URL, naming the password argument alone in its errors, and refuses another link', async () => {
    const email = freshEmail('activate-url');
    const { activationUrl } = (await (await invite({ email, firstName: 'Zoé' })).json()) as Json;
    const activate = async (url: string, password: string) =>
      (await q(BY_URL, { url, p: password })).customerActivateByUrl;
    expect(await activate(activationUrl.replace('activate', 'reset'), 'premier-pas')).toEqual({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [
        { code: 'INVALID', field: ['activationUrl'], message: 'Activation URL is invalid' },
      ],
    });
    expect(await activate(activationUrl, 'p'.repeat(41))).toEqual({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [
        {
          code: 'TOO_LONG',
          field: ['password'],
          message: 'Password is too long (maximum is 40 characters)',
        },
      ],
    });
    const done = await activate(activationUrl, 'p'.repeat(40));
    expect(done.customerUserErrors).toEqual([]);
    expect(done.customer).toEqual({ email, firstName: 'Zoé', lastName: null });
    expect((await me(done.customerAccessToken.accessToken)).email).toBe(email);
  });
});

describe('customerUpdate', () => {
  const UPDATE = `mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customer { ${PROFILE} } customerAccessToken { accessToken } ${ERRORS} } }`;
  const update = async (token: string, customer: Record<string, unknown>) =>
    (await q(UPDATE, { t: token, c: customer })).customerUpdate;

  it('changes each field given and only those, clearing names and phone with null', async () => {
    const { email, token } = await signedIn('update', {
      firstName: 'Lou',
      lastName: 'Martin',
      phone: '+33612345678',
      acceptsMarketing: true,
    });
    const unchanged = await update(token, { email: null, acceptsMarketing: null, password: null });
    expect(unchanged.customerUserErrors).toEqual([]);
    expect(unchanged.customer).toMatchObject({
      email,
      firstName: 'Lou',
      lastName: 'Martin',
      phone: '+33612345678',
      acceptsMarketing: true,
    });
    expect(unchanged.customerAccessToken).toBeNull();
    const newEmail = freshEmail('updated');
    const changed = await update(token, {
      email: ` ${newEmail} `,
      lastName: null,
      phone: null,
      acceptsMarketing: false,
    });
    expect(changed.customerUserErrors).toEqual([]);
    expect(changed.customer).toMatchObject({
      email: newEmail,
      firstName: 'Lou',
      lastName: null,
      displayName: 'Lou',
      phone: null,
      acceptsMarketing: false,
    });
    expect(await me(token)).toEqual(changed.customer);
    expect((await update(token, { email: newEmail })).customerUserErrors).toEqual([]);
  });

  it('refuses a taken or bad email, a bad password or name, changing nothing', async () => {
    const other = await signedIn('other');
    const { email, token } = await signedIn('refused-update', { firstName: 'Lou' });
    const before = await me(token);
    const refusals: [
      Record<string, unknown>,
      { code: string; field: string[]; message: string },
    ][] = [
      [
        { email: other.email, firstName: 'Inès' },
        { code: 'TAKEN', field: ['customer', 'email'], message: 'Email has already been taken' },
      ],
      [
        { email: 'lou@', firstName: 'Inès' },
        { code: 'INVALID', field: ['customer', 'email'], message: 'Email is invalid' },
      ],
      [
        { password: 'abc', firstName: 'Inès' },
        {
          code: 'TOO_SHORT',
          field: ['customer', 'password'],
          message: 'Password is too short (minimum is 5 characters)',
        },
      ],
      [
        { firstName: '<b>Inès</b>' },
        {
          code: 'CONTAINS_HTML_TAGS',
          field: ['customer', 'firstName'],
          message: 'First name cannot contain HTML tags',
        },
      ],
      [
        { lastName: 'www.example.com', firstName: 'Inès' },
        {
          code: 'CONTAINS_URL',
          field: ['customer', 'lastName'],
          message: 'Last name cannot contain a URL',
        },
      ],
    ];
    for (const [input, error] of refusals) {
      const answer = await update(token, input);
      expect({ input, answer }).toEqual({
        input,
        answer: { customer: null, customerAccessToken: null, ...both(error) },
      });
    }
    // A valid new password refused with the rest signs no session out.
    expect(
      (await update(token, { password: 'nouveau-secret', email: other.email })).customerUserErrors,
    ).toEqual([expect.objectContaining({ code: 'TAKEN' })]);
    expect(await me(token)).toEqual(before);
    expect(before.email).toBe(email);
    expect((await login(email, 'secret99')).customerUserErrors).toEqual([]);
  });
});

describe('customer addresses', () => {
  const ADDRESS = 'id firstName lastName address1 address2 city zip country countryCodeV2';
  const createAddress = async (t: string, address: Record<string, unknown>) =>
    (
      await q(
        `mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { ${ADDRESS} } ${ERRORS} } }`,
        { t, a: address },
      )
    ).customerAddressCreate;
  const updateAddress = async (t: string, id: string, address: Record<string, unknown>) =>
    (
      await q(
        `mutation U($t: String!, $id: ID!, $a: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $t, id: $id, address: $a) { customerAddress { ${ADDRESS} } ${ERRORS} } }`,
        { t, id, a: address },
      )
    ).customerAddressUpdate;
  const deleteAddress = async (t: string, id: string) =>
    (
      await q(
        `mutation X($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId ${ERRORS} } }`,
        { t, id },
      )
    ).customerAddressDelete;
  const setDefault = async (t: string, id: string) =>
    (
      await q(
        `mutation D($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) { customer { defaultAddress { id } } ${ERRORS} } }`,
        { t, id },
      )
    ).customerDefaultAddressUpdate;
  const notFound = (field: string) =>
    both({ code: 'NOT_FOUND', field: [field], message: 'Address does not exist' });
  const tokenInvalid = both({
    code: 'TOKEN_INVALID',
    field: ['customerAccessToken'],
    message: 'Customer access token is invalid',
  });

  it('refuses a bad token on every address mutation', async () => {
    const id = 'gid://shopify/MailingAddress/1?model_name=CustomerAddress';
    expect(await createAddress('bad', { city: 'Paris' })).toEqual({
      customerAddress: null,
      ...tokenInvalid,
    });
    expect(await updateAddress('bad', id, { city: 'Paris' })).toEqual({
      customerAddress: null,
      ...tokenInvalid,
    });
    expect(await deleteAddress('bad', id)).toEqual({
      deletedCustomerAddressId: null,
      ...tokenInvalid,
    });
    expect(await setDefault('bad', id)).toEqual({ customer: null, ...tokenInvalid });
  });

  it('keeps trimmed fields, names the country by its code or name, and checks a French zip', async () => {
    const { token } = await signedIn('addresses');
    const home = await createAddress(token, {
      firstName: ' Ana ',
      lastName: 'Roy',
      address1: ' 13 rue des Étoiles ',
      address2: '   ',
      city: 'Paris',
      zip: ' 75011 ',
      country: 'fr',
    });
    expect(home.customerUserErrors).toEqual([]);
    expect(home.customerAddress).toEqual({
      id: expect.stringMatching(
        /^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/,
      ),
      firstName: 'Ana',
      lastName: 'Roy',
      address1: '13 rue des Étoiles',
      address2: null,
      city: 'Paris',
      zip: '75011',
      country: 'France',
      countryCodeV2: 'FR',
    });
    const noZip = await createAddress(token, { city: 'Paris', country: 'France' });
    expect(noZip.customerAddress).toMatchObject({
      zip: null,
      country: 'France',
      countryCodeV2: 'FR',
    });
    const abroad = await createAddress(token, {
      city: 'Bruxelles',
      zip: '1000',
      country: 'Belgique',
    });
    expect(abroad.customerAddress).toMatchObject({
      zip: '1000',
      country: 'Belgium',
      countryCodeV2: 'BE',
    });
    const refusals: [
      Record<string, unknown>,
      { code: string; field: string[]; message: string },
    ][] = [
      [
        { zip: '7501', country: 'France' },
        { code: 'INVALID', field: ['address', 'zip'], message: 'Zip is not valid for France' },
      ],
      [
        { zip: '750111', country: 'FR' },
        { code: 'INVALID', field: ['address', 'zip'], message: 'Zip is not valid for France' },
      ],
      [
        { zip: 'F-75011', country: 'FR' },
        { code: 'INVALID', field: ['address', 'zip'], message: 'Zip is not valid for France' },
      ],
      [
        { country: 'Atlantis' },
        {
          code: 'INVALID',
          field: ['address', 'country'],
          message: 'Country "Atlantis" is not a country this shop ships to',
        },
      ],
      [
        { firstName: '<i>Ana</i>' },
        {
          code: 'CONTAINS_HTML_TAGS',
          field: ['address', 'firstName'],
          message: 'First name cannot contain HTML tags',
        },
      ],
      [
        { lastName: 'http://roy.example' },
        {
          code: 'CONTAINS_URL',
          field: ['address', 'lastName'],
          message: 'Last name cannot contain a URL',
        },
      ],
    ];
    for (const [address, error] of refusals) {
      const answer = await createAddress(token, address);
      expect({ address, answer }).toEqual({
        address,
        answer: { customerAddress: null, ...both(error) },
      });
    }
    const customer = await me(token);
    expect(customer.addresses.nodes.map((a: Json) => a.id)).toEqual([
      home.customerAddress.id,
      noZip.customerAddress.id,
      abroad.customerAddress.id,
    ]);
    expect(customer.defaultAddress).toEqual({ id: home.customerAddress.id });
  });

  it('updates only the fields given, clears one with null, and refuses an unknown id or a bad field', async () => {
    const { token } = await signedIn('address-update');
    const { customerAddress: home } = await createAddress(token, {
      address1: '13 rue des Étoiles',
      address2: 'Bâtiment B',
      city: 'Paris',
      zip: '75011',
      country: 'France',
    });
    const moved = await updateAddress(token, home.id, {
      city: 'Lyon',
      zip: '69001',
      address2: null,
    });
    expect(moved.customerUserErrors).toEqual([]);
    expect(moved.customerAddress).toEqual({
      ...home,
      city: 'Lyon',
      zip: '69001',
      address2: null,
    });
    expect(await updateAddress(token, home.id, { zip: '6900' })).toEqual({
      customerAddress: null,
      ...both({
        code: 'INVALID',
        field: ['address', 'zip'],
        message: 'Zip is not valid for France',
      }),
    });
    const other = await signedIn('address-other');
    expect(await updateAddress(other.token, home.id, { city: 'Nice' })).toEqual({
      customerAddress: null,
      ...notFound('id'),
    });
    const again = (
      await q(
        `query M($t: String!) { customer(customerAccessToken: $t) { addresses(first: 5) { nodes { ${ADDRESS} } } } }`,
        { t: token },
      )
    ).customer.addresses.nodes;
    expect(again).toEqual([moved.customerAddress]);
  });

  it('moves the default to the first address left when it is deleted, and refuses unknown ids', async () => {
    const { token } = await signedIn('address-delete');
    const ids: string[] = [];
    for (const city of ['Paris', 'Lyon', 'Nantes'])
      ids.push((await createAddress(token, { city })).customerAddress.id);
    const [paris, lyon, nantes] = ids as [string, string, string];
    expect((await me(token)).defaultAddress).toEqual({ id: paris });
    const defaulted = await setDefault(token, nantes);
    expect(defaulted).toEqual({ customer: { defaultAddress: { id: nantes } }, ...both() });
    expect(await deleteAddress(token, paris)).toEqual({
      deletedCustomerAddressId: paris,
      ...both(),
    });
    expect((await me(token)).defaultAddress).toEqual({ id: nantes });
    expect(await deleteAddress(token, nantes)).toEqual({
      deletedCustomerAddressId: nantes,
      ...both(),
    });
    expect((await me(token)).defaultAddress).toEqual({ id: lyon });
    expect(await deleteAddress(token, paris)).toEqual({
      deletedCustomerAddressId: null,
      ...notFound('id'),
    });
    expect(await setDefault(token, paris)).toEqual({ customer: null, ...notFound('addressId') });
    expect(await deleteAddress(token, lyon)).toEqual({ deletedCustomerAddressId: lyon, ...both() });
    const emptied = await me(token);
    expect(emptied.defaultAddress).toBeNull();
    expect(emptied.addresses.nodes).toEqual([]);
  });
});

describe("account links on the storefront, in the buyer's market", () => {
  const STOREFRONT = 'https://boutique.example';
  /** A call from a storefront that names its public origin, in English for the US market. */
  const recoverInEnglish = (email: string) =>
    fetch(`${emu.harness.emulator.url}/api/2023-10/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': 'local-storefront-token',
        'x-emulator-storefront-origin': STOREFRONT,
      },
      body: JSON.stringify({
        query: `mutation R($e: String!) @inContext(language: EN, country: US) { customerRecover(email: $e) { ${ERRORS} } }`,
        variables: { e: email },
      }),
    });

  it('mails the reset link on the storefront origin under the market subfolder, in English', async () => {
    const { email } = await signedIn('links');
    expect((await recoverInEnglish(email)).status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.path).toMatch(/^\/en-us\/account\/reset\/\d+\/[0-9a-f]{40}$/);
    expect(mail).toMatchObject({
      url: `${STOREFRONT}${mail.path}`,
      subject: 'Reset your password',
      text: `To choose a new password: ${STOREFRONT}${mail.path}`,
    });
  });

  it('mails an invitation on the storefront named by the caller, in the language asked', async () => {
    const email = freshEmail('invited-en');
    const invited = await fetch(`${emu.harness.emulator.url}/__emulator/customers/invite`, {
      method: 'POST',
      headers: { 'x-emulator-storefront-origin': STOREFRONT },
      body: JSON.stringify({ email, language: 'en', country: 'FR' }),
    });
    const { activationUrl } = (await invited.json()) as Json;
    expect(activationUrl).toMatch(
      new RegExp(`^${STOREFRONT}/en-fr/account/activate/\\d+/[0-9a-f]{40}$`),
    );
    expect(await lastMailTo(email)).toMatchObject({
      url: activationUrl,
      subject: 'Activate your Atelier Treize account',
    });
  });

  it('ignores a storefront origin that is not an http(s) URL', async () => {
    const email = freshEmail('invited-bad');
    const invited = await fetch(`${emu.harness.emulator.url}/__emulator/customers/invite`, {
      method: 'POST',
      headers: { 'x-emulator-storefront-origin': 'javascript:alert(1)' },
      body: JSON.stringify({ email }),
    });
    const { activationUrl } = (await invited.json()) as Json;
    expect(activationUrl.startsWith(`${emu.harness.emulator.url}/account/activate/`)).toBe(true);
  });
});
