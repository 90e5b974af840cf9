import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startHarness, type Harness } from '../../test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const q = async (query: string, variables?: Record<string, unknown>) =>
  dataOf(await h.query<Json>(query, variables));

const ERRORS = 'customerUserErrors { code field message } userErrors { field message }';
const CUSTOMER =
  'id email firstName lastName displayName phone acceptsMarketing numberOfOrders defaultAddress { id } addresses(first: 10) { nodes { id address1 city zip country countryCodeV2 formatted(withName: true) } }';

const create = (input: Record<string, unknown>) =>
  q(
    `mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { ${CUSTOMER} } ${ERRORS} } }`,
    { input },
  ).then((d) => d.customerCreate);
const login = (email: string, password: string) =>
  q(
    `mutation L($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERRORS} } }`,
    { input: { email, password } },
  ).then((d) => d.customerAccessTokenCreate);
const me = (token: string) =>
  q(`query M($t: String!) { customer(customerAccessToken: $t) { ${CUSTOMER} } }`, {
    t: token,
  }).then((d) => d.customer);
const outbox = async () =>
  (await (await fetch(`${h.emulator.url}/__emulator/outbox`)).json()) as Json[];

describe('customer accounts', () => {
  it('creates a customer, signs in and reads the account', async () => {
    const created = await create({
      email: 'lou@example.com',
      password: 'étoile13!',
      firstName: 'Lou',
      lastName: 'Martin',
      acceptsMarketing: true,
    });
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer).toMatchObject({
      email: 'lou@example.com',
      displayName: 'Lou Martin',
      acceptsMarketing: true,
      numberOfOrders: '0',
    });
    expect(created.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const token = await login('LOU@example.com', 'étoile13!');
    expect(token.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{40}$/);
    expect(new Date(token.customerAccessToken.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await me(token.customerAccessToken.accessToken)).email).toBe('lou@example.com');
    expect(await me('nope')).toBeNull();
  });

  it('answers Shopify’s customer errors', async () => {
    await create({ email: 'taken@example.com', password: 'secret99' });
    expect(
      (await create({ email: 'taken@example.com', password: 'secret99' })).customerUserErrors,
    ).toEqual([
      { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' },
    ]);
    const bad = await create({ email: 'nope', password: '123', firstName: '<b>x</b>' });
    expect(bad.customer).toBeNull();
    expect(bad.customerUserErrors.map((e: Json) => e.code)).toEqual([
      'INVALID',
      'TOO_SHORT',
      'CONTAINS_HTML_TAGS',
    ]);
    expect(bad.userErrors[1]).toEqual({
      field: ['input', 'password'],
      message: 'Password is too short (minimum is 5 characters)',
    });
    expect((await login('taken@example.com', 'wrong-password')).customerUserErrors).toEqual([
      { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
    ]);
  });

  it('renews and deletes access tokens', async () => {
    await create({ email: 'renew@example.com', password: 'secret99' });
    const { accessToken } = (await login('renew@example.com', 'secret99')).customerAccessToken;
    const renewed = (
      await q(
        `mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { message } } }`,
        { t: accessToken },
      )
    ).customerAccessTokenRenew;
    expect(renewed.customerAccessToken.accessToken).not.toBe(accessToken);
    expect(await me(accessToken)).toBeNull();
    const fresh = renewed.customerAccessToken.accessToken as string;
    const deleted = (
      await q(
        `mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { message } } }`,
        { t: fresh },
      )
    ).customerAccessTokenDelete;
    expect(deleted).toEqual({ deletedAccessToken: fresh, userErrors: [] });
    expect(await me(fresh)).toBeNull();
    const again = (
      await q(
        `mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { message } } }`,
        { t: fresh },
      )
    ).customerAccessTokenDelete;
    expect(again.userErrors).toHaveLength(1);
  });

  it('updates the profile, and a new password replaces the access token', async () => {
    await create({ email: 'update@example.com', password: 'secret99' });
    const { accessToken } = (await login('update@example.com', 'secret99')).customerAccessToken;
    const update = (customer: Record<string, unknown>, t = accessToken) =>
      q(
        `mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customer { firstName email } customerAccessToken { accessToken } ${ERRORS} } }`,
        { t, c: customer },
      ).then((d) => d.customerUpdate);
    const named = await update({ firstName: 'Inès' });
    expect(named.customer).toEqual({ firstName: 'Inès', email: 'update@example.com' });
    expect(named.customerAccessToken).toBeNull();
    expect((await update({ lastName: 'http://spam.example' })).customerUserErrors[0].code).toBe(
      'CONTAINS_URL',
    );
    const withPassword = await update({ password: 'nouveau-secret' });
    expect(withPassword.customerAccessToken.accessToken).not.toBe(accessToken);
    expect(await me(accessToken)).toBeNull();
    expect(
      (await login('update@example.com', 'nouveau-secret')).customerAccessToken,
    ).not.toBeNull();
    expect((await update({ firstName: 'x' }, 'bad-token')).customerUserErrors).toEqual([
      {
        code: 'TOKEN_INVALID',
        field: ['customerAccessToken'],
        message: 'Customer access token is invalid',
      },
    ]);
  });

  it('creates, updates, deletes addresses and sets the default one', async () => {
    await create({
      email: 'address@example.com',
      password: 'secret99',
      firstName: 'Ana',
      lastName: 'Roy',
    });
    const { accessToken: t } = (await login('address@example.com', 'secret99')).customerAccessToken;
    const addAddress = (address: Record<string, unknown>) =>
      q(
        `mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id city country } ${ERRORS} } }`,
        { t, a: address },
      ).then((d) => d.customerAddressCreate);
    const home = await addAddress({
      firstName: 'Ana',
      lastName: 'Roy',
      address1: '13 rue des Étoiles',
      city: 'Paris',
      zip: '75011',
      country: 'France',
    });
    expect(home.customerAddress).toMatchObject({ city: 'Paris', country: 'France' });
    const work = await addAddress({
      address1: '1 Main St',
      city: 'New York',
      zip: '10001',
      country: 'US',
    });
    expect(
      (await addAddress({ city: 'Paris', zip: '7501', country: 'FR' })).customerUserErrors[0],
    ).toMatchObject({ code: 'INVALID', field: ['address', 'zip'] });
    expect((await addAddress({ country: 'Atlantis' })).customerUserErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['address', 'country'],
    });
    let customer = await me(t);
    expect(customer.defaultAddress.id).toBe(home.customerAddress.id);
    expect(customer.addresses.nodes[0].formatted).toEqual([
      'Ana Roy',
      '13 rue des Étoiles',
      '75011 Paris',
      'France',
    ]);
    const updated = (
      await q(
        `mutation U($t: String!, $id: ID!, $a: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $t, id: $id, address: $a) { customerAddress { city address1 } ${ERRORS} } }`,
        { t, id: work.customerAddress.id, a: { city: 'Brooklyn' } },
      )
    ).customerAddressUpdate;
    expect(updated.customerAddress).toEqual({ city: 'Brooklyn', address1: '1 Main St' });
    const defaulted = (
      await q(
        `mutation D($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) { customer { defaultAddress { id } } ${ERRORS} } }`,
        { t, id: work.customerAddress.id },
      )
    ).customerDefaultAddressUpdate;
    expect(defaulted.customer.defaultAddress.id).toBe(work.customerAddress.id);
    const deleted = (
      await q(
        `mutation X($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId ${ERRORS} } }`,
        { t, id: work.customerAddress.id },
      )
    ).customerAddressDelete;
    expect(deleted.deletedCustomerAddressId).toBe(work.customerAddress.id);
    customer = await me(t);
    expect(customer.addresses.nodes).toHaveLength(1);
    expect(customer.defaultAddress.id).toBe(home.customerAddress.id);
    const missing = (
      await q(
        `mutation X($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId ${ERRORS} } }`,
        { t, id: work.customerAddress.id },
      )
    ).customerAddressDelete;
    expect(missing.customerUserErrors[0].code).toBe('NOT_FOUND');
  });

  it('mails a reset link to the outbox and resets the password with it, by id or by URL', async () => {
    await create({ email: 'forgot@example.com', password: 'secret99' });
    const recover = (email: string) =>
      q(`mutation R($e: String!) { customerRecover(email: $e) { ${ERRORS} } }`, { e: email }).then(
        (d) => d.customerRecover,
      );
    expect((await recover('nobody@example.com')).customerUserErrors[0].code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    expect((await recover('forgot@example.com')).customerUserErrors).toEqual([]);
    const mail = (await outbox()).filter((m) => m.to === 'forgot@example.com').pop();
    expect(mail).toMatchObject({
      kind: 'customer_password_reset',
      path: expect.stringMatching(/^\/account\/reset\/\d+\/[0-9a-f]+$/),
    });
    expect(mail?.url).toBe(`${h.emulator.url}${mail?.path}`);
    const [, , , id, token] = (mail?.path as string).split('/');
    const wrong = (
      await q(
        `mutation X($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { email } ${ERRORS} } }`,
        { id: `gid://shopify/Customer/${id}`, input: { resetToken: 'bad', password: 'tout-neuf' } },
      )
    ).customerReset;
    expect(wrong.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    // The storefront serves the link on its own origin: any origin with the right path works.
    const reset = (
      await q(
        `mutation X($url: URL!, $p: String!) { customerResetByUrl(resetUrl: $url, password: $p) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`,
        { url: `http://localhost:3000/account/reset/${id}/${token}`, p: 'tout-neuf' },
      )
    ).customerResetByUrl;
    expect(reset.customer.email).toBe('forgot@example.com');
    expect(reset.customerAccessToken.accessToken).toBeTruthy();
    expect((await login('forgot@example.com', 'tout-neuf')).customerAccessToken).not.toBeNull();
    const reused = (
      await q(
        `mutation X($url: URL!, $p: String!) { customerResetByUrl(resetUrl: $url, password: $p) { ${ERRORS} } }`,
        { url: `http://localhost:3000/account/reset/${id}/${token}`, p: 'encore-un' },
      )
    ).customerResetByUrl;
    expect(reused.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('activates an invited customer from the mailed link', async () => {
    const invite = await fetch(`${h.emulator.url}/__emulator/customers/invite`, {
      method: 'POST',
      body: JSON.stringify({ email: 'invited@example.com', firstName: 'Zoé' }),
    });
    expect(invite.status).toBe(201);
    const { id, activationUrl } = (await invite.json()) as { id: string; activationUrl: string };
    expect((await login('invited@example.com', 'whatever')).customerUserErrors[0].code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    const mail = (await outbox()).find((m) => m.to === 'invited@example.com');
    expect(mail).toMatchObject({ kind: 'customer_account_activate', url: activationUrl });
    const token = activationUrl.split('/').pop();
    const activated = (
      await q(
        `mutation A($id: ID!, $input: CustomerActivateInput!) { customerActivate(id: $id, input: $input) { customer { firstName } customerAccessToken { accessToken } ${ERRORS} } }`,
        { id, input: { activationToken: token, password: 'premier-pas' } },
      )
    ).customerActivate;
    expect(activated.customer).toEqual({ firstName: 'Zoé' });
    const again = (
      await q(
        `mutation A($url: URL!, $p: String!) { customerActivateByUrl(activationUrl: $url, password: $p) { customer { id } customerUserErrors { code } } }`,
        { url: activationUrl, p: 'premier-pas' },
      )
    ).customerActivateByUrl;
    expect(again.customerUserErrors).toEqual([{ code: 'ALREADY_ENABLED' }]);
    const duplicate = await fetch(`${h.emulator.url}/__emulator/customers/invite`, {
      method: 'POST',
      body: JSON.stringify({ email: 'invited@example.com' }),
    });
    expect(duplicate.status).toBe(422);
    expect(
      (
        await fetch(`${h.emulator.url}/__emulator/customers/invite`, {
          method: 'POST',
          body: 'nope',
        })
      ).status,
    ).toBe(400);
  });
});

describe('the hosted checkout', () => {
  it('pays a customer’s cart: order with lines and totals, stock taken, cart closed, confirmation mailed', async () => {
    await create({ email: 'buyer@example.com', password: 'secret99' });
    const { accessToken } = (await login('buyer@example.com', 'secret99')).customerAccessToken;
    const stockOf = async () =>
      (
        await q(
          '{ node(id: "gid://shopify/ProductVariant/920001501") { ... on ProductVariant { quantityAvailable } } }',
        )
      ).node.quantityAvailable as number;
    const before = await stockOf();
    const created = (
      await q(
        `mutation C($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl buyerIdentity { email customer { email } } } userErrors { message } } }`,
        {
          input: {
            lines: [{ merchandiseId: 'gid://shopify/ProductVariant/920001501', quantity: 2 }],
            buyerIdentity: { customerAccessToken: accessToken },
            discountCodes: ['TREIZE10'],
          },
        },
      )
    ).cartCreate;
    expect(created.cart.buyerIdentity).toEqual({
      email: 'buyer@example.com',
      customer: { email: 'buyer@example.com' },
    });
    const url = created.cart.checkoutUrl as string;
    const form = await (await fetch(url)).text();
    expect(form).toContain('value="buyer@example.com"');
    const invalid = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'buyer@example.com',
        lastName: '',
        address1: '',
        city: 'Paris',
        zip: '7',
        country: 'FR',
      }),
    });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Un code postal français a 5 chiffres');
    const paid = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'buyer@example.com',
        firstName: 'Bo',
        lastName: 'Lin',
        address1: '13 rue des Étoiles',
        city: 'Paris',
        zip: '75011',
        country: 'FR',
      }),
    });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location') ?? '';
    const thanks = await (await fetch(`${h.emulator.url}${location}`)).text();
    expect(thanks).toContain('Commande #1001');
    expect(await stockOf()).toBe(before - 2);
    expect(
      (await q(`query C($id: ID!) { cart(id: $id) { id } }`, { id: created.cart.id })).cart,
    ).toBeNull();
    expect((await fetch(url)).status).toBe(404);
    const account = (
      await q(
        `query M($t: String!) { customer(customerAccessToken: $t) { numberOfOrders orders(first: 5) { totalCount nodes { id name orderNumber processedAt currencyCode financialStatus fulfillmentStatus email
      subtotalPrice { amount } totalPrice { amount currencyCode } totalShippingPrice { amount } statusUrl
      shippingAddress { city zip countryCodeV2 } lineItems(first: 5) { nodes { title quantity originalTotalPrice { amount } variant { id } } } } } } }`,
        { t: accessToken },
      )
    ).customer;
    expect(account.numberOfOrders).toBe('1');
    const [order] = account.orders.nodes;
    expect(order).toMatchObject({
      name: '#1001',
      orderNumber: 1001,
      currencyCode: 'EUR',
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      email: 'buyer@example.com',
    });
    expect(order.subtotalPrice.amount).toBe('270.0');
    expect(order.totalPrice).toEqual({ amount: '270.0', currencyCode: 'EUR' });
    expect(order.statusUrl).toBe(`${h.emulator.url}${location}`);
    expect(order.shippingAddress).toEqual({ city: 'Paris', zip: '75011', countryCodeV2: 'FR' });
    expect(order.lineItems.nodes).toEqual([
      {
        title: 'Médaille Treize - Collier',
        quantity: 2,
        originalTotalPrice: { amount: '300.0' },
        variant: { id: 'gid://shopify/ProductVariant/920001501' },
      },
    ]);
    expect(
      (await q(`query N($id: ID!) { node(id: $id) { ... on Order { name } } }`, { id: order.id }))
        .node,
    ).toEqual({ name: '#1001' });
    expect(
      (await outbox()).some(
        (m) =>
          m.kind === 'order_confirmation' && m.to === 'buyer@example.com' && m.path === location,
      ),
    ).toBe(true);
  });

  it('refuses to pay for more than the stock and changes nothing', async () => {
    const created = (
      await q(
        `mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/920001401" }] }) { cart { id checkoutUrl } } }`,
      )
    ).cartCreate;
    const other = (
      await q(
        `mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/920001401" }] }) { cart { checkoutUrl } } }`,
      )
    ).cartCreate;
    const body = () =>
      new URLSearchParams({
        email: 'a@example.com',
        lastName: 'A',
        address1: '1 rue',
        city: 'Lyon',
        zip: '69001',
        country: 'France',
        locale: 'en',
      });
    expect(
      (await fetch(other.cart.checkoutUrl, { method: 'POST', body: body(), redirect: 'manual' }))
        .status,
    ).toBe(303);
    const late = await fetch(created.cart.checkoutUrl, {
      method: 'POST',
      body: body(),
      redirect: 'manual',
    });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Not enough stock left for Comet - Ring (one of a kind)');
    expect(
      (await q(`query C($id: ID!) { cart(id: $id) { totalQuantity } }`, { id: created.cart.id }))
        .cart,
    ).toEqual({ totalQuantity: 1 });
  });
});
