import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;

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
  (await (await fetch(`${emu.harness.emulator.url}/__emulator/outbox`)).json()) as Json[];

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
    expect(mail?.url).toBe(`${emu.harness.emulator.url}${mail?.path}`);
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
    const invite = await fetch(`${emu.harness.emulator.url}/__emulator/customers/invite`, {
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
    const duplicate = await fetch(`${emu.harness.emulator.url}/__emulator/customers/invite`, {
      method: 'POST',
      body: JSON.stringify({ email: 'invited@example.com' }),
    });
    expect(duplicate.status).toBe(422);
    expect(
      (
        await fetch(`${emu.harness.emulator.url}/__emulator/customers/invite`, {
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
    const thanks = await (await fetch(`${emu.harness.emulator.url}${location}`)).text();
    expect(thanks).toContain('Commande #1001');
    expect(await stockOf()).toBe(before - 2);
    expect(
      (await q(`query C($id: ID!) { cart(id: $id) { id } }`, { id: created.cart.id })).cart,
    ).toBeNull();
    expect((await fetch(url)).status).toBe(404);
    const account = (
      await q(
        `query M($t: String!) { customer(customerAccessToken: $t) { lastName numberOfOrders
          firstOrder: orders(first: 1) { pageInfo { endCursor } nodes { lineItems(first: 1) { pageInfo { endCursor } } } } orders(first: 5) { totalCount nodes { id name orderNumber processedAt currencyCode financialStatus fulfillmentStatus email
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
    expect(order.statusUrl).toBe(`${emu.harness.emulator.url}${location}`);
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

describe('an account as the Storefront API answers it', () => {
  const ADDRESS =
    'id firstName lastName name company address1 address2 city province provinceCode zip country countryCode countryCodeV2 phone latitude longitude formatted formattedArea';

  it('answers a customer without names by email, and each address field by field', async () => {
    const created = await create({
      email: 'fields@example.com',
      password: 'secret99',
      phone: '+33612345678',
    });
    expect(created.customerUserErrors).toEqual([]);
    const { accessToken: t } = (await login('fields@example.com', 'secret99')).customerAccessToken;
    const addAddress = (address: Record<string, unknown>) =>
      q(
        `mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } ${ERRORS} } }`,
        { t, a: address },
      ).then((d) => d.customerAddressCreate.customerAddress.id as string);
    const office = await addAddress({
      firstName: 'Ana',
      lastName: 'Roy',
      company: 'Atelier Treize',
      address1: '13 rue des Étoiles',
      address2: 'Bâtiment B',
      city: 'Paris',
      province: 'Île-de-France',
      zip: '75011',
      country: 'France',
      phone: '+33 1 23 45 67 89',
    });
    const bare = await addAddress({ lastName: 'Roy', address1: '1 Main St' });
    const data = await q(
      `query M($t: String!) { customer(customerAccessToken: $t) { firstName lastName displayName phone tags
        metafield(namespace: "custom", key: "a") { id } metafields(identifiers: [{ namespace: "custom", key: "a" }]) { id }
        defaultAddress { id } addresses(first: 5) { nodes { ${ADDRESS}
          withName: formatted(withName: true) withoutCompany: formatted(withCompany: false) } }
        reversed: addresses(first: 1, reverse: true) { nodes { id } }
        firstPage: addresses(first: 1) { pageInfo { endCursor } } createdAt updatedAt } }`,
      { t },
    );
    const { addresses, reversed, firstPage, createdAt, updatedAt, ...customer } = data.customer;
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(updatedAt >= createdAt).toBe(true);
    const next = await q(
      `query M($t: String!, $after: String) { customer(customerAccessToken: $t) { addresses(first: 1, after: $after) { nodes { id } } } }`,
      { t, after: firstPage.pageInfo.endCursor },
    );
    expect(next.customer.addresses.nodes).toEqual([{ id: bare }]);
    expect(customer).toEqual({
      firstName: null,
      lastName: null,
      displayName: 'fields@example.com',
      phone: '+33612345678',
      tags: [],
      metafield: null,
      metafields: [null],
      defaultAddress: { id: office },
    });
    expect(office).toMatch(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/);
    expect(addresses.nodes).toEqual([
      {
        id: office,
        firstName: 'Ana',
        lastName: 'Roy',
        name: 'Ana Roy',
        company: 'Atelier Treize',
        address1: '13 rue des Étoiles',
        address2: 'Bâtiment B',
        city: 'Paris',
        province: 'Île-de-France',
        provinceCode: null,
        zip: '75011',
        country: 'France',
        countryCode: 'FR',
        countryCodeV2: 'FR',
        phone: '+33 1 23 45 67 89',
        latitude: null,
        longitude: null,
        formatted: [
          'Atelier Treize',
          '13 rue des Étoiles',
          'Bâtiment B',
          '75011 Paris',
          'Île-de-France',
          'France',
        ],
        withName: [
          'Ana Roy',
          'Atelier Treize',
          '13 rue des Étoiles',
          'Bâtiment B',
          '75011 Paris',
          'Île-de-France',
          'France',
        ],
        withoutCompany: [
          '13 rue des Étoiles',
          'Bâtiment B',
          '75011 Paris',
          'Île-de-France',
          'France',
        ],
        formattedArea: 'Paris, Île-de-France, France',
      },
      {
        id: bare,
        firstName: null,
        lastName: 'Roy',
        name: 'Roy',
        company: null,
        address1: '1 Main St',
        address2: null,
        city: null,
        province: null,
        provinceCode: null,
        zip: null,
        country: null,
        countryCode: null,
        countryCodeV2: null,
        phone: null,
        latitude: null,
        longitude: null,
        formatted: ['1 Main St'],
        withName: ['Roy', '1 Main St'],
        withoutCompany: ['1 Main St'],
        formattedArea: null,
      },
    ]);
    expect(reversed.nodes).toEqual([{ id: bare }]);
  });

  it('answers orders field by field, with their lines, sorted by total or reversed', async () => {
    await create({
      email: 'orders@example.com',
      password: 'secret99',
      firstName: 'Léa',
      lastName: 'Noël',
    });
    const { accessToken } = (await login('orders@example.com', 'secret99')).customerAccessToken;
    const pay = async (input: Record<string, unknown>, delivery?: string) => {
      const { cart } = (
        await q(
          `mutation C($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl deliveryGroups(first: 1) { nodes { id } } } } }`,
          {
            input: {
              ...input,
              buyerIdentity: {
                customerAccessToken: accessToken,
                ...(input.buyerIdentity as object),
              },
            },
          },
        )
      ).cartCreate;
      if (delivery)
        await q(
          `mutation S($id: ID!, $o: [CartSelectedDeliveryOptionInput!]!) { cartSelectedDeliveryOptionsUpdate(cartId: $id, selectedDeliveryOptions: $o) { userErrors { message } } }`,
          {
            id: cart.id,
            o: [
              { deliveryGroupId: cart.deliveryGroups.nodes[0].id, deliveryOptionHandle: delivery },
            ],
          },
        );
      const paid = await fetch(cart.checkoutUrl, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          email: 'orders@example.com',
          firstName: 'Léa',
          lastName: 'Noël',
          address1: '4 place des Vosges',
          city: 'Paris',
          zip: '75004',
          country: 'FR',
        }),
      });
      expect(paid.status).toBe(303);
      return `${emu.harness.emulator.url}${paid.headers.get('location')}`;
    };
    // Two medals and a moon with 10 % off and express delivery; then one moon, in the US, no
    // delivery option chosen.
    const firstUrl = await pay(
      {
        lines: [
          { merchandiseId: 'gid://shopify/ProductVariant/920001501', quantity: 2 },
          { merchandiseId: 'gid://shopify/ProductVariant/920000205', quantity: 1 },
        ],
        discountCodes: ['TREIZE10'],
        buyerIdentity: { phone: '+33612345678' },
      },
      'express',
    );
    const secondUrl = await pay({
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/920000205', quantity: 1 }],
      buyerIdentity: { countryCode: 'US' },
    });
    const ORDER = `id name orderNumber processedAt currencyCode email phone customerLocale
      financialStatus fulfillmentStatus canceledAt cancelReason edited customAttributes { key }
      successfulFulfillments { trackingCompany } shippingDiscountAllocations { allocatedAmount { amount } }
      currentTotalDuties { amount } originalTotalDuties { amount } statusUrl customerUrl
      subtotalPrice { amount currencyCode } subtotalPriceV2 { amount } currentSubtotalPrice { amount }
      totalPrice { amount currencyCode } totalPriceV2 { amount } currentTotalPrice { amount } originalTotalPrice { amount }
      totalShippingPrice { amount } totalShippingPriceV2 { amount } currentTotalShippingPrice { amount }
      totalTax { amount currencyCode } totalTaxV2 { amount } currentTotalTax { amount }
      totalRefunded { amount currencyCode } totalRefundedV2 { amount }
      shippingAddress { id name address1 zip city countryCodeV2 phone }
      billingAddress { id name address1 zip city countryCodeV2 phone }
      metafield(namespace: "custom", key: "a") { id } metafields(identifiers: [{ namespace: "custom", key: "a" }]) { id }
      lineItems(first: 5) { nodes { title quantity currentQuantity customAttributes { key }
        discountAllocations { allocatedAmount { amount } } originalTotalPrice { amount currencyCode }
        discountedTotalPrice { amount currencyCode } variant { id title } } }
      reversedLines: lineItems(first: 1, reverse: true) { nodes { title } }`;
    const account = (
      await q(
        `query M($t: String!) { customer(customerAccessToken: $t) { lastName numberOfOrders
          firstOrder: orders(first: 1) { pageInfo { endCursor } nodes { lineItems(first: 1) { pageInfo { endCursor } } } }
          orders(first: 5) { totalCount nodes { ${ORDER} } }
          byTotal: orders(first: 5, sortKey: TOTAL_PRICE) { totalCount nodes { id } }
          byTotalReversed: orders(first: 1, sortKey: TOTAL_PRICE, reverse: true) { totalCount nodes { id } }
          reversed: orders(first: 5, reverse: true) { nodes { id } } } }`,
        { t: accessToken },
      )
    ).customer;
    expect(account.lastName).toBe('Noël');
    expect(account.numberOfOrders).toBe('2');
    const [firstOrder] = account.firstOrder.nodes;
    const pages = await q(
      `query M($t: String!, $order: String, $line: String) { customer(customerAccessToken: $t) {
        orders(first: 1, after: $order) { nodes { orderNumber } }
        first: orders(first: 1) { nodes { lineItems(first: 1, after: $line) { nodes { title } } } } } }`,
      {
        t: accessToken,
        order: account.firstOrder.pageInfo.endCursor,
        line: firstOrder.lineItems.pageInfo.endCursor,
      },
    );
    expect(account.orders.totalCount).toBe('2');
    const [first, second] = account.orders.nodes;
    expect(second.orderNumber).toBe(first.orderNumber + 1);
    expect(pages.customer.orders.nodes).toEqual([{ orderNumber: second.orderNumber }]);
    expect(pages.customer.first.nodes[0].lineItems.nodes).toEqual([
      { title: 'Lune Pleine - Boucle d’oreille (martelée)' },
    ]);
    expect(first.id).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    expect(Date.now() - new Date(first.processedAt).getTime()).toBeLessThan(60_000);
    const address = {
      id: expect.stringMatching(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=Address$/),
      name: 'Léa Noël',
      address1: '4 place des Vosges',
      zip: '75004',
      city: 'Paris',
      countryCodeV2: 'FR',
      phone: '+33612345678',
    };
    const euros = (amount: string) => ({ amount, currencyCode: 'EUR' });
    expect(first).toEqual({
      id: first.id,
      name: `#${first.orderNumber}`,
      orderNumber: first.orderNumber,
      processedAt: first.processedAt,
      currencyCode: 'EUR',
      email: 'orders@example.com',
      phone: '+33612345678',
      customerLocale: 'fr',
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      canceledAt: null,
      cancelReason: null,
      edited: false,
      customAttributes: [],
      successfulFulfillments: [],
      shippingDiscountAllocations: [],
      currentTotalDuties: null,
      originalTotalDuties: null,
      statusUrl: firstUrl,
      customerUrl: firstUrl,
      // 2 × 150 + 65 = 365, less 10 % = 328.5; express delivery 12: 340.5.
      subtotalPrice: euros('328.5'),
      subtotalPriceV2: { amount: '328.5' },
      currentSubtotalPrice: { amount: '328.5' },
      totalPrice: euros('340.5'),
      totalPriceV2: { amount: '340.5' },
      currentTotalPrice: { amount: '340.5' },
      originalTotalPrice: { amount: '340.5' },
      totalShippingPrice: { amount: '12.0' },
      totalShippingPriceV2: { amount: '12.0' },
      currentTotalShippingPrice: { amount: '12.0' },
      totalTax: euros('0.0'),
      totalTaxV2: { amount: '0.0' },
      currentTotalTax: { amount: '0.0' },
      totalRefunded: euros('0.0'),
      totalRefundedV2: { amount: '0.0' },
      shippingAddress: address,
      billingAddress: address,
      metafield: null,
      metafields: [null],
      lineItems: {
        nodes: [
          {
            title: 'Médaille Treize - Collier',
            quantity: 2,
            currentQuantity: 2,
            customAttributes: [],
            discountAllocations: [],
            originalTotalPrice: euros('300.0'),
            discountedTotalPrice: euros('300.0'),
            variant: { id: 'gid://shopify/ProductVariant/920001501', title: 'Or' },
          },
          {
            title: 'Lune Pleine - Boucle d’oreille (martelée)',
            quantity: 1,
            currentQuantity: 1,
            customAttributes: [],
            discountAllocations: [],
            originalTotalPrice: euros('65.0'),
            discountedTotalPrice: euros('65.0'),
            variant: { id: 'gid://shopify/ProductVariant/920000205', title: 'Droite / Argent' },
          },
        ],
      },
      reversedLines: { nodes: [{ title: 'Lune Pleine - Boucle d’oreille (martelée)' }] },
    });
    expect(second).toMatchObject({
      name: `#${second.orderNumber}`,
      currencyCode: 'USD',
      phone: null,
      customerLocale: 'en',
      statusUrl: secondUrl,
      subtotalPrice: { amount: '70.0', currencyCode: 'USD' },
      totalPrice: { amount: '70.0', currencyCode: 'USD' },
      totalShippingPrice: { amount: '0.0' },
      totalTax: { amount: '0.0', currencyCode: 'USD' },
      lineItems: { nodes: [{ title: 'Full Moon - Earring (hammered)', quantity: 1 }] },
    });
    expect(account.byTotal).toEqual({
      totalCount: '2',
      nodes: [{ id: second.id }, { id: first.id }],
    });
    expect(account.byTotalReversed).toEqual({ totalCount: '2', nodes: [{ id: first.id }] });
    expect(account.reversed.nodes).toEqual([{ id: second.id }, { id: first.id }]);
  });
});
