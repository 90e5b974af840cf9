import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

// The cart mutations after the lines are added (cartMutations.ts): every userError's field path,
// message and code, the warnings, and what each mutation keeps, clears or leaves alone.

const emu = useHarness();
const { q } = emu;

const V = (n: string) => `gid://shopify/ProductVariant/${n}`;
const ETOILE_GAUCHE_OR = V('920000101'); // 95 EUR / 105 USD, stock 13
const LUNE_GAUCHE_OR = V('920000201'); // 80 EUR, stock 8
const LUNE_GAUCHE_ARGENT = V('920000202');
const GOUTTE_SOLD_OUT = V('920000306');
const COMETE_RING = V('920001401'); // one of a kind: stock 1

const CART = `fragment CartFields on Cart {
  id note updatedAt totalQuantity
  attributes { key value }
  buyerIdentity { countryCode email phone customer { email } }
  discountCodes { code applicable }
  cost { totalAmount { amount currencyCode } }
  deliveryGroups(first: 1) { nodes { id selectedDeliveryOption { handle } } }
  lines(first: 10) { nodes { id quantity attributes { key value } merchandise { ... on ProductVariant { id } } } }
}`;
const PAYLOAD = `cart { ...CartFields } userErrors { field message code } warnings { code message target }`;
const TYPES: Record<string, string> = {
  cartId: 'ID!',
  lines: '[CartLineInput!]!',
  updates: '[CartLineUpdateInput!]!',
  lineIds: '[ID!]!',
  note: 'String!',
  buyerIdentity: 'CartBuyerIdentityInput!',
  codes: '[String!]!',
  attributes: '[AttributeInput!]!',
  options: '[CartSelectedDeliveryOptionInput!]!',
};

async function create(input: Record<string, unknown> = {}) {
  return (
    await q(
      `mutation Create($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } } ${CART}`,
      { input },
    )
  ).cartCreate;
}
async function mutate(name: string, args: string, variables: Record<string, unknown>) {
  const signature = Object.keys(variables)
    .map((k) => `$${k}: ${TYPES[k]}`)
    .join(', ');
  return (
    await q(`mutation M(${signature}) { ${name}(${args}) { ${PAYLOAD} } } ${CART}`, variables)
  )[name];
}
const add = (cartId: string, lines: unknown[]) =>
  mutate('cartLinesAdd', 'cartId: $cartId, lines: $lines', { cartId, lines });
const update = (cartId: string, updates: unknown[]) =>
  mutate('cartLinesUpdate', 'cartId: $cartId, lines: $updates', { cartId, updates });
const remove = (cartId: string, lineIds: string[]) =>
  mutate('cartLinesRemove', 'cartId: $cartId, lineIds: $lineIds', { cartId, lineIds });
const note = (cartId: string, value: string) =>
  mutate('cartNoteUpdate', 'cartId: $cartId, note: $note', { cartId, note: value });
const buyer = (cartId: string, buyerIdentity: unknown) =>
  mutate('cartBuyerIdentityUpdate', 'cartId: $cartId, buyerIdentity: $buyerIdentity', {
    cartId,
    buyerIdentity,
  });
const codes = (cartId: string, list: string[]) =>
  mutate('cartDiscountCodesUpdate', 'cartId: $cartId, discountCodes: $codes', {
    cartId,
    codes: list,
  });
const attributes = (cartId: string, list: unknown[]) =>
  mutate('cartAttributesUpdate', 'cartId: $cartId, attributes: $attributes', {
    cartId,
    attributes: list,
  });
const select = (cartId: string, options: unknown[]) =>
  mutate(
    'cartSelectedDeliveryOptionsUpdate',
    'cartId: $cartId, selectedDeliveryOptions: $options',
    {
      cartId,
      options,
    },
  );
const cartById = async (id: string) =>
  (await q(`query C($id: ID!) { cart(id: $id) { ...CartFields } } ${CART}`, { id })).cart;
const tokenOf = (cartId: string) => /Cart\/([^?]+)/.exec(cartId)?.[1] ?? '';
const lineIds = (cart: Json) => cart.lines.nodes.map((l: Json) => l.id);
/** Lets the clock move on, so that a saved cart's updatedAt differs from the one before. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a cart that does not exist', () => {
  it('answers every cart mutation with the cartId userError, no cart and no warning', async () => {
    const { cart } = await create();
    const unknown = cart.id.replace(/key=.*/, 'key=0000');
    const refusal = {
      cart: null,
      userErrors: [
        { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
      ],
      warnings: [],
    };
    expect(await add(unknown, [{ merchandiseId: ETOILE_GAUCHE_OR }])).toEqual(refusal);
    expect(await update(unknown, [{ id: 'gid://shopify/CartLine/x', quantity: 1 }])).toEqual(
      refusal,
    );
    expect(await remove(unknown, ['gid://shopify/CartLine/x'])).toEqual(refusal);
    expect(await note(unknown, 'x')).toEqual(refusal);
    expect(await buyer(unknown, { countryCode: 'US' })).toEqual(refusal);
    expect(await codes(unknown, ['TREIZE10'])).toEqual(refusal);
    expect(await attributes(unknown, [{ key: 'a', value: 'b' }])).toEqual(refusal);
    expect(await select(unknown, [])).toEqual(refusal);
  });
});

describe('cartCreate', () => {
  it('adds no line for a quantity of 0, here or in cartLinesAdd, and says nothing of it', async () => {
    const created = await create({
      lines: [
        { merchandiseId: LUNE_GAUCHE_OR, quantity: 0 },
        { merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 },
      ],
    });
    expect(created.userErrors).toEqual([]);
    expect(created.warnings).toEqual([]);
    expect(created.cart.lines.nodes.map((l: Json) => l.merchandise.id)).toEqual([ETOILE_GAUCHE_OR]);
    const added = await add(created.cart.id, [
      { merchandiseId: LUNE_GAUCHE_OR, quantity: 0 },
      { merchandiseId: ETOILE_GAUCHE_OR, quantity: 0 },
    ]);
    expect(added.userErrors).toEqual([]);
    expect(added.warnings).toEqual([]);
    expect(added.cart.lines.nodes).toEqual(created.cart.lines.nodes);
    expect(added.cart.totalQuantity).toBe(2);
  });

  it('keeps a null note empty and takes the buyer’s country from the input over @inContext', async () => {
    const { cart, userErrors } = await create({
      note: null,
      buyerIdentity: { countryCode: 'US', email: 'lou@example.com' },
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }],
    });
    expect(userErrors).toEqual([]);
    expect(cart.note).toBe('');
    expect(cart.buyerIdentity).toEqual({
      countryCode: 'US',
      email: 'lou@example.com',
      phone: null,
      customer: null,
    });
    expect(cart.cost.totalAmount).toEqual({ amount: '105.0', currencyCode: 'USD' });
  });

  it('creates no cart for a note too long, a blank attribute key or a bad metafield, with the input’s paths', async () => {
    const refused = await create({
      buyerIdentity: { email: 'lou@' },
      note: 'x'.repeat(5001),
      attributes: [
        { key: 'gift', value: 'yes' },
        { key: '', value: 'x' },
      ],
      lines: [{ merchandiseId: GOUTTE_SOLD_OUT }],
      metafields: [
        { key: 'custom.ok', type: 'single_line_text_field', value: 'bien' },
        { key: 'custom.flag', type: 'boolean', value: 'oui' },
      ],
    });
    expect(refused.cart).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: ['input', 'buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' },
      {
        field: ['input', 'note'],
        message: 'The note must be at most 5000 characters.',
        code: 'NOTE_TOO_LONG',
      },
      {
        field: ['input', 'attributes', '1', 'key'],
        message: 'Attribute key must not be blank.',
        code: 'INVALID',
      },
      {
        field: ['input', 'lines', '0', 'quantity'],
        message:
          "The product 'Goutte de Pluie - Boucle d’oreille (Droite / Or rose)' is already sold out.",
        code: 'INVALID',
      },
      {
        field: ['input', 'metafields', '1', 'value'],
        message: 'Value must be true or false.',
        code: 'INVALID_METAFIELDS',
      },
    ]);
    // The warnings of a refused creation are answered too.
    expect(refused.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: "The product 'Goutte de Pluie - Boucle d’oreille (Droite / Or rose)' is sold out.",
        target: GOUTTE_SOLD_OUT,
      },
    ]);
  });

  it('warns of an unknown discount code on the new cart and keeps it', async () => {
    const { cart, userErrors, warnings } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }],
      discountCodes: ['NOPE'],
    });
    expect(userErrors).toEqual([]);
    expect(cart.discountCodes).toEqual([{ code: 'NOPE', applicable: false }]);
    expect(warnings).toEqual([
      {
        code: 'DISCOUNT_NOT_FOUND',
        message: 'The discount code NOPE is not valid.',
        target: `gid://shopify/Cart/${tokenOf(cart.id)}`,
      },
    ]);
  });
});

describe('cartLinesAdd', () => {
  it('adds to a line with the same attributes in any order, and makes a new line for other values', async () => {
    const engraved = [
      { key: 'box', value: 'velours' },
      { key: 'engraving', value: 'L' },
    ];
    const { cart } = await create({
      lines: [{ merchandiseId: LUNE_GAUCHE_OR, attributes: engraved }],
    });
    const [line] = lineIds(cart);
    const same = await add(cart.id, [
      { merchandiseId: LUNE_GAUCHE_OR, attributes: [...engraved].reverse() },
    ]);
    expect(same.cart.lines.nodes).toEqual([
      { id: line, quantity: 2, attributes: engraved, merchandise: { id: LUNE_GAUCHE_OR } },
    ]);
    const other = await add(cart.id, [
      {
        merchandiseId: LUNE_GAUCHE_OR,
        attributes: [
          { key: 'box', value: 'velours' },
          { key: 'engraving', value: 'M' },
        ],
      },
      { merchandiseId: LUNE_GAUCHE_OR, attributes: [{ key: 'box', value: 'velours' }] },
      {
        merchandiseId: LUNE_GAUCHE_OR,
        attributes: [
          { key: 'box', value: 'L' },
          { key: 'engraving', value: 'velours' },
        ],
      },
      {
        merchandiseId: LUNE_GAUCHE_OR,
        attributes: [
          { key: 'box', value: 'engraving' },
          { key: 'engraving', value: 'velours' },
        ],
      },
    ]);
    expect(other.userErrors).toEqual([]);
    expect(other.cart.lines.nodes.map((l: Json) => l.quantity)).toEqual([2, 1, 1, 1, 1]);
  });
});

describe('cartLinesUpdate and cartLinesRemove', () => {
  it('changes a line’s merchandise, attributes or quantity alone, and saves with a new updatedAt', async () => {
    const { cart } = await create({
      lines: [
        { merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 },
        { merchandiseId: LUNE_GAUCHE_OR, attributes: [{ key: 'engraving', value: 'L' }] },
      ],
    });
    const [a, b] = lineIds(cart);
    await tick();
    const changed = await update(cart.id, [
      { id: b, merchandiseId: LUNE_GAUCHE_ARGENT },
      { id: a, attributes: [{ key: 'box', value: 'velours' }] },
    ]);
    expect(changed.userErrors).toEqual([]);
    expect(changed.warnings).toEqual([]);
    expect(changed.cart.lines.nodes).toEqual([
      {
        id: a,
        quantity: 2,
        attributes: [{ key: 'box', value: 'velours' }],
        merchandise: { id: ETOILE_GAUCHE_OR },
      },
      {
        id: b,
        quantity: 1,
        attributes: [{ key: 'engraving', value: 'L' }],
        merchandise: { id: LUNE_GAUCHE_ARGENT },
      },
    ]);
    expect(changed.cart.updatedAt > cart.updatedAt).toBe(true);
    expect((await cartById(cart.id)).lines.nodes).toEqual(changed.cart.lines.nodes);
  });

  it('refuses unknown merchandise, a negative quantity or an unknown line, by index, changing nothing', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }, { merchandiseId: LUNE_GAUCHE_OR }],
    });
    const [a, b] = lineIds(cart);
    const refused = await update(cart.id, [
      { id: a, quantity: 3 },
      { id: b, merchandiseId: V('1') },
      { id: a, quantity: -1 },
      { id: 'gid://shopify/CartLine/nope', quantity: 1 },
    ]);
    expect(refused.userErrors).toEqual([
      {
        field: ['lines', '1', 'merchandiseId'],
        message: `The merchandise with id ${V('1')} does not exist.`,
        code: 'INVALID',
      },
      {
        field: ['lines', '2', 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
        code: 'INVALID',
      },
      {
        field: ['lines', '3', 'id'],
        message: 'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
        code: 'INVALID_MERCHANDISE_LINE',
      },
    ]);
    expect(refused.warnings).toEqual([]);
    expect(refused.cart.updatedAt).toBe(cart.updatedAt);
    expect(refused.cart.lines.nodes).toEqual(cart.lines.nodes);
  });

  it('checks the stock only when nothing else is wrong, and then for each line changed', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }, { merchandiseId: LUNE_GAUCHE_OR }],
    });
    const [a, b] = lineIds(cart);
    const withUnknownLine = await update(cart.id, [
      { id: a, quantity: 99 },
      { id: 'gid://shopify/CartLine/nope', quantity: 1 },
    ]);
    expect(withUnknownLine.userErrors.map((e: Json) => e.code)).toEqual([
      'INVALID_MERCHANDISE_LINE',
    ]);
    expect(withUnknownLine.warnings).toEqual([]);
    const tooMany = await update(cart.id, [{ id: b, merchandiseId: COMETE_RING, quantity: 2 }]);
    expect(tooMany.userErrors).toEqual([
      {
        field: ['lines', '0', 'quantity'],
        message:
          "Only 1 of 'Comète - Bague (pièce unique) (Default Title)' is in stock; the cart cannot hold 2.",
        code: 'MAXIMUM_EXCEEDED',
      },
    ]);
    expect(tooMany.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 1 items can be added to the cart due to availability.',
        target: COMETE_RING,
      },
    ]);
    expect(tooMany.cart.lines.nodes).toEqual(cart.lines.nodes);
  });

  it('removes every line named, and saves with a new updatedAt', async () => {
    const { cart } = await create({
      lines: [
        { merchandiseId: ETOILE_GAUCHE_OR },
        { merchandiseId: LUNE_GAUCHE_OR },
        { merchandiseId: LUNE_GAUCHE_ARGENT },
      ],
    });
    const [a, b, c] = lineIds(cart);
    await tick();
    const removed = await remove(cart.id, [c, a]);
    expect(removed.userErrors).toEqual([]);
    expect(lineIds(removed.cart)).toEqual([b]);
    expect(removed.cart.updatedAt > cart.updatedAt).toBe(true);
    const refused = await remove(cart.id, [
      'gid://shopify/CartLine/x',
      b,
      'gid://shopify/CartLine/y',
    ]);
    expect(refused.userErrors).toEqual([
      {
        field: ['lineIds', '0'],
        message: 'The merchandise line with id gid://shopify/CartLine/x does not exist.',
        code: 'INVALID_MERCHANDISE_LINE',
      },
      {
        field: ['lineIds', '2'],
        message: 'The merchandise line with id gid://shopify/CartLine/y does not exist.',
        code: 'INVALID_MERCHANDISE_LINE',
      },
    ]);
    expect(lineIds(refused.cart)).toEqual([b]);
    expect(lineIds(await cartById(cart.id))).toEqual([b]);
  });
});

describe('cartNoteUpdate and cartAttributesUpdate', () => {
  it('takes a note of 5000 characters, refuses 5001 with Shopify’s message, and clears it', async () => {
    const { cart } = await create({ note: 'avant' });
    const longest = 'é'.repeat(5000);
    expect((await note(cart.id, longest)).cart.note).toBe(longest);
    const tooLong = await note(cart.id, `${longest}!`);
    expect(tooLong.userErrors).toEqual([
      {
        field: ['note'],
        message: 'The note must be at most 5000 characters.',
        code: 'NOTE_TOO_LONG',
      },
    ]);
    expect(tooLong.cart.note).toBe(longest);
    expect((await note(cart.id, '')).cart.note).toBe('');
    expect((await cartById(cart.id)).note).toBe('');
  });

  it('refuses each blank attribute key by its index and replaces every attribute otherwise', async () => {
    const { cart } = await create({ attributes: [{ key: 'gift', value: 'yes' }] });
    const refused = await attributes(cart.id, [
      { key: 'wrap', value: 'red' },
      { key: '  ', value: 'x' },
      { key: '', value: 'y' },
    ]);
    expect(refused.userErrors).toEqual([
      {
        field: ['attributes', '1', 'key'],
        message: 'Attribute key must not be blank.',
        code: 'INVALID',
      },
      {
        field: ['attributes', '2', 'key'],
        message: 'Attribute key must not be blank.',
        code: 'INVALID',
      },
    ]);
    expect(refused.cart.attributes).toEqual([{ key: 'gift', value: 'yes' }]);
    const replaced = await attributes(cart.id, [
      { key: 'wrap', value: 'red' },
      { key: 'card', value: 'Bon anniversaire' },
    ]);
    expect(replaced.userErrors).toEqual([]);
    expect((await cartById(cart.id)).attributes).toEqual([
      { key: 'wrap', value: 'red' },
      { key: 'card', value: 'Bon anniversaire' },
    ]);
  });
});

describe('cartBuyerIdentityUpdate', () => {
  it('keeps a phone number, refuses one that is not, and clears email and phone with empty strings', async () => {
    const { cart } = await create();
    const set = await buyer(cart.id, { email: 'lou@example.com', phone: '+33 (0)6 12-34.56' });
    expect(set.userErrors).toEqual([]);
    expect(set.cart.buyerIdentity).toEqual({
      countryCode: 'FR',
      email: 'lou@example.com',
      phone: '+33 (0)6 12-34.56',
      customer: null,
    });
    for (const phone of ['12345', '1'.repeat(21), 'tel 0612345678', '0612345678 poste 2']) {
      expect((await buyer(cart.id, { phone })).userErrors).toEqual([
        { field: ['buyerIdentity', 'phone'], message: 'Phone is invalid', code: 'INVALID' },
      ]);
    }
    expect((await buyer(cart.id, { phone: '123456' })).cart.buyerIdentity.phone).toBe('123456');
    for (const email of [
      'lou martin@example.com',
      'lou@example.com fr',
      'lou@example',
      '@example.com',
      'lou@.com',
      'lou@example.',
      'lou@@example.com',
    ]) {
      expect({ email, errors: (await buyer(cart.id, { email })).userErrors }).toEqual({
        email,
        errors: [
          { field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' },
        ],
      });
    }
    const both = await buyer(cart.id, { email: 'lou@', phone: 'abcdef' });
    expect(both.userErrors).toEqual([
      { field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' },
      { field: ['buyerIdentity', 'phone'], message: 'Phone is invalid', code: 'INVALID' },
    ]);
    // A country alone leaves email and phone as they are.
    const moved = await buyer(cart.id, { countryCode: 'DE' });
    expect(moved.cart.buyerIdentity).toMatchObject({
      countryCode: 'DE',
      email: 'lou@example.com',
      phone: '123456',
    });
    const cleared = await buyer(cart.id, { email: '', phone: '' });
    expect(cleared.userErrors).toEqual([]);
    expect(cleared.cart.buyerIdentity).toEqual({
      countryCode: 'DE',
      email: null,
      phone: null,
      customer: null,
    });
  });

  it('links the customer of an access token, with their email unless one is given, and unlinks with an empty token', async () => {
    const email = 'cart-buyer@example.com';
    const created = await q(
      `mutation { customerCreate(input: { email: "${email}", password: "secret99" }) { customerUserErrors { code } } }`,
    );
    expect(created.customerCreate.customerUserErrors).toEqual([]);
    const accessToken = (
      await q(
        `mutation { customerAccessTokenCreate(input: { email: "${email}", password: "secret99" }) { customerAccessToken { accessToken } } }`,
      )
    ).customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const { cart } = await create();
    const linked = await buyer(cart.id, { customerAccessToken: accessToken });
    expect(linked.userErrors).toEqual([]);
    expect(linked.cart.buyerIdentity).toEqual({
      countryCode: 'FR',
      email,
      phone: null,
      customer: { email },
    });
    // An update without the token keeps the customer.
    const moved = await buyer(cart.id, { countryCode: 'DE' });
    expect(moved.userErrors).toEqual([]);
    expect(moved.cart.buyerIdentity).toEqual({
      countryCode: 'DE',
      email,
      phone: null,
      customer: { email },
    });
    const otherEmail = await buyer(cart.id, {
      customerAccessToken: accessToken,
      email: 'gift@example.com',
    });
    expect(otherEmail.cart.buyerIdentity).toMatchObject({
      email: 'gift@example.com',
      customer: { email },
    });
    const refused = await buyer(cart.id, { customerAccessToken: 'not-a-token' });
    expect(refused.userErrors).toEqual([
      {
        field: ['buyerIdentity', 'customerAccessToken'],
        message: 'Customer access token is invalid.',
        code: 'INVALID',
      },
    ]);
    expect(refused.cart.buyerIdentity.customer).toEqual({ email });
    const unlinked = await buyer(cart.id, { customerAccessToken: '' });
    expect(unlinked.userErrors).toEqual([]);
    expect(unlinked.cart.buyerIdentity).toEqual({
      countryCode: 'DE',
      email: 'gift@example.com',
      phone: null,
      customer: null,
    });
  });

  it('keeps the delivery option chosen in the same currency, and drops it in another', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    const group = cart.deliveryGroups.nodes[0].id;
    await select(cart.id, [{ deliveryGroupId: group, deliveryOptionHandle: 'express' }]);
    const germany = await buyer(cart.id, { countryCode: 'DE' });
    expect(germany.cart.deliveryGroups.nodes[0].selectedDeliveryOption).toEqual({
      handle: 'express',
    });
    expect(germany.cart.cost.totalAmount).toEqual({ amount: '107.0', currencyCode: 'EUR' });
    const us = await buyer(cart.id, { countryCode: 'US' });
    expect(us.cart.deliveryGroups.nodes[0].selectedDeliveryOption).toBeNull();
    expect(us.cart.cost.totalAmount).toEqual({ amount: '105.0', currencyCode: 'USD' });
    expect((await cartById(cart.id)).deliveryGroups.nodes[0].selectedDeliveryOption).toBeNull();
  });
});

describe('cartDiscountCodesUpdate', () => {
  it('trims codes, drops blanks, keeps one of each code whatever its case, and warns of each unknown one', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    const updated = await codes(cart.id, [
      ' treize10 ',
      'nope',
      '',
      '  ',
      'TREIZE10',
      'Nope',
      'AUTRE',
    ]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.discountCodes).toEqual([
      { code: 'TREIZE10', applicable: true },
      { code: 'Nope', applicable: false },
      { code: 'AUTRE', applicable: false },
    ]);
    const target = `gid://shopify/Cart/${tokenOf(cart.id)}`;
    expect(updated.warnings).toEqual([
      { code: 'DISCOUNT_NOT_FOUND', message: 'The discount code Nope is not valid.', target },
      { code: 'DISCOUNT_NOT_FOUND', message: 'The discount code AUTRE is not valid.', target },
    ]);
    expect(updated.cart.cost.totalAmount.amount).toBe('85.5');
    // Up to 2025-10 the codes are optional: leaving them out removes every code.
    const cleared = await emu.harness.query<Json>(
      'mutation M($cartId: ID!) { cartDiscountCodesUpdate(cartId: $cartId) { cart { discountCodes { code } } userErrors { code } warnings { code } } }',
      { cartId: cart.id },
      '2025-10',
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data).toEqual({
      cartDiscountCodesUpdate: { cart: { discountCodes: [] }, userErrors: [], warnings: [] },
    });
  });
});

describe('cartSelectedDeliveryOptionsUpdate', () => {
  it('refuses a group on an empty cart, an unknown group or option by index, and keeps the last choice', async () => {
    const empty = (await create()).cart;
    const groupOfEmpty = `gid://shopify/CartDeliveryGroup/${tokenOf(empty.id)}-1`;
    expect(
      (
        await select(empty.id, [
          { deliveryGroupId: groupOfEmpty, deliveryOptionHandle: 'standard' },
        ])
      ).userErrors,
    ).toEqual([
      {
        field: ['selectedDeliveryOptions', '0', 'deliveryGroupId'],
        message: 'Delivery group was not found in cart.',
        code: 'INVALID_DELIVERY_GROUP',
      },
    ]);
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    const group = cart.deliveryGroups.nodes[0].id;
    const refused = await select(cart.id, [
      { deliveryGroupId: group, deliveryOptionHandle: 'express' },
      { deliveryGroupId: group, deliveryOptionHandle: 'teleport' },
      { deliveryGroupId: groupOfEmpty, deliveryOptionHandle: 'express' },
    ]);
    expect(refused.userErrors).toEqual([
      {
        field: ['selectedDeliveryOptions', '1', 'deliveryOptionHandle'],
        message: 'Delivery option was not valid.',
        code: 'INVALID_DELIVERY_OPTION',
      },
      {
        field: ['selectedDeliveryOptions', '2', 'deliveryGroupId'],
        message: 'Delivery group was not found in cart.',
        code: 'INVALID_DELIVERY_GROUP',
      },
    ]);
    expect(refused.cart.deliveryGroups.nodes[0].selectedDeliveryOption).toBeNull();
    const chosen = await select(cart.id, [
      { deliveryGroupId: group, deliveryOptionHandle: 'express' },
      { deliveryGroupId: group, deliveryOptionHandle: 'standard' },
    ]);
    expect(chosen.userErrors).toEqual([]);
    expect(chosen.cart.deliveryGroups.nodes[0].selectedDeliveryOption).toEqual({
      handle: 'standard',
    });
    expect(chosen.cart.cost.totalAmount.amount).toBe('95.0');
  });
});

describe('cart metafields', () => {
  const METAFIELDS_SET = `mutation S($m: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $m) {
    metafields { id namespace key type value createdAt updatedAt parentResource { ... on Cart { id } } }
    userErrors { field message code elementIndex } } }`;
  const set = async (metafields: unknown[]) =>
    (await q(METAFIELDS_SET, { m: metafields })).cartMetafieldsSet;
  const read = async (id: string) =>
    (
      await q(
        `query R($id: ID!) { cart(id: $id) { updatedAt metafields(identifiers: [{ namespace: "custom", key: "a" }, { namespace: "custom", key: "b" }, { namespace: "atelier", key: "box" }]) { value type } } }`,
        { id },
      )
    ).cart;

  it('refuses a blank or too long key, an unknown type and values of the wrong kind, each by its index', async () => {
    const { cart } = await create();
    const ownerId = cart.id;
    const bad = await set([
      { ownerId, key: ' ', type: 'single_line_text_field', value: 'x' },
      { ownerId, key: `custom.${'k'.repeat(58)}`, type: 'single_line_text_field', value: 'x' },
      { ownerId, key: 'custom.colour', type: 'color', value: '#000' },
      { ownerId, key: 'custom.data', type: 'json', value: '{oops' },
      { ownerId, key: 'custom.flag', type: 'boolean', value: 'TRUE' },
      { ownerId, key: 'custom.count', type: 'number_integer', value: '1.5' },
      { ownerId, key: 'custom.count', type: 'number_integer', value: '12a' },
      { ownerId, key: 'custom.count', type: 'number_integer', value: 'a12' },
    ]);
    const error = (i: number, field: string, message: string, code: string) => ({
      field: ['metafields', String(i), field],
      message,
      code,
      elementIndex: i,
    });
    expect(bad).toEqual({
      metafields: null,
      userErrors: [
        error(0, 'key', 'Key must not be blank.', 'BLANK'),
        error(1, 'key', 'Key is too long (maximum is 64 characters).', 'TOO_LONG'),
        error(2, 'type', 'Type "color" is not a supported metafield type.', 'INVALID_TYPE'),
        error(3, 'value', 'Value must be valid JSON.', 'INVALID_VALUE'),
        error(4, 'value', 'Value must be true or false.', 'INVALID_VALUE'),
        error(5, 'value', 'Value must be an integer.', 'INVALID_VALUE'),
        error(6, 'value', 'Value must be an integer.', 'INVALID_VALUE'),
        error(7, 'value', 'Value must be an integer.', 'INVALID_VALUE'),
      ],
    });
  });

  it('takes a key of 64 characters and a value of every supported type', async () => {
    const { cart } = await create();
    const ownerId = cart.id;
    const inputs = [
      { key: `custom.${'k'.repeat(57)}`, type: 'single_line_text_field', value: 'x' },
      { key: 'custom.lines', type: 'multi_line_text_field', value: 'un\ndeux' },
      { key: 'custom.data', type: 'json', value: '{"ok":true}' },
      { key: 'custom.yes', type: 'boolean', value: 'true' },
      { key: 'custom.no', type: 'boolean', value: 'false' },
      { key: 'custom.count', type: 'number_integer', value: '-12' },
      { key: 'custom.weight', type: 'number_decimal', value: '1.5' },
      { key: 'custom.day', type: 'date', value: '2026-11-13' },
      { key: 'custom.at', type: 'date_time', value: '2026-11-13T13:13:00Z' },
      { key: 'custom.link', type: 'url', value: 'https://example.com' },
    ];
    const answer = await set(inputs.map((m) => ({ ownerId, ...m })));
    expect(answer.userErrors).toEqual([]);
    expect(
      answer.metafields.map((m: Json) => [`${m.namespace}.${m.key}`, m.type, m.value]),
    ).toEqual(inputs.map((m) => [m.key, m.type, m.value]));
  });

  it('sets metafields on two carts at once, overwrites one in place, and saves each cart', async () => {
    const first = (await create()).cart;
    const second = (await create()).cart;
    await tick();
    const answer = await set([
      { ownerId: first.id, key: 'a', type: 'single_line_text_field', value: 'un' },
      { ownerId: second.id, key: 'atelier.box', type: 'single_line_text_field', value: 'velours' },
      { ownerId: first.id, key: 'custom.b', type: 'number_integer', value: '2' },
    ]);
    expect(answer.userErrors).toEqual([]);
    expect(
      answer.metafields.map((m: Json) => ({
        id: m.id,
        namespace: m.namespace,
        key: m.key,
        owner: m.parentResource.id,
      })),
    ).toEqual([
      {
        id: `gid://shopify/Metafield/${tokenOf(first.id)}-custom-a`,
        namespace: 'custom',
        key: 'a',
        owner: first.id,
      },
      {
        id: `gid://shopify/Metafield/${tokenOf(second.id)}-atelier-box`,
        namespace: 'atelier',
        key: 'box',
        owner: second.id,
      },
      {
        id: `gid://shopify/Metafield/${tokenOf(first.id)}-custom-b`,
        namespace: 'custom',
        key: 'b',
        owner: first.id,
      },
    ]);
    const [a] = answer.metafields;
    expect(a.createdAt).toBe(a.updatedAt);
    const firstRead = await read(first.id);
    expect(firstRead.metafields).toEqual([
      { value: 'un', type: 'single_line_text_field' },
      { value: '2', type: 'number_integer' },
      null,
    ]);
    expect(firstRead.updatedAt > first.updatedAt).toBe(true);
    expect(firstRead.updatedAt).toBe(a.updatedAt);
    expect((await read(second.id)).metafields).toEqual([
      null,
      null,
      { value: 'velours', type: 'single_line_text_field' },
    ]);
    await tick();
    const again = await set([
      { ownerId: first.id, key: 'custom.a', type: 'multi_line_text_field', value: 'deux' },
    ]);
    expect(again.metafields).toEqual([
      {
        ...a,
        type: 'multi_line_text_field',
        value: 'deux',
        updatedAt: again.metafields[0].updatedAt,
      },
    ]);
    expect(again.metafields[0].updatedAt > a.updatedAt).toBe(true);
    expect((await read(first.id)).metafields[0]).toEqual({
      value: 'deux',
      type: 'multi_line_text_field',
    });
    // The same key in another namespace is another metafield; the second of a cart is found too.
    const other = await set([
      { ownerId: first.id, key: 'atelier.box', type: 'single_line_text_field', value: 'écrin' },
      { ownerId: first.id, key: 'custom.b', type: 'number_integer', value: '3' },
    ]);
    expect(other.metafields.map((m: Json) => [m.namespace, m.key, m.value])).toEqual([
      ['atelier', 'box', 'écrin'],
      ['custom', 'b', '3'],
    ]);
    expect((await read(first.id)).metafields).toEqual([
      { value: 'deux', type: 'multi_line_text_field' },
      { value: '3', type: 'number_integer' },
      { value: 'écrin', type: 'single_line_text_field' },
    ]);
    const box = await set([
      { ownerId: second.id, key: 'box', type: 'single_line_text_field', value: 'carton' },
    ]);
    expect(box.metafields.map((m: Json) => [m.namespace, m.key, m.value])).toEqual([
      ['custom', 'box', 'carton'],
    ]);
    expect((await read(second.id)).metafields[2]).toEqual({
      value: 'velours',
      type: 'single_line_text_field',
    });
  });

  it('saves nothing when one metafield of the batch is refused', async () => {
    const { cart } = await create();
    const refused = await set([
      { ownerId: cart.id, key: 'a', type: 'single_line_text_field', value: 'un' },
      { ownerId: cart.id, key: 'b', type: 'boolean', value: 'peut-être' },
    ]);
    expect(refused.metafields).toBeNull();
    const after = await read(cart.id);
    expect(after.metafields).toEqual([null, null, null]);
    expect(after.updatedAt).toBe(cart.updatedAt);
  });

  it('deletes a metafield by namespace and key, and refuses an unknown owner or key', async () => {
    const { cart } = await create({
      metafields: [
        { key: 'box', type: 'single_line_text_field', value: 'carton' },
        { key: 'atelier.box', type: 'single_line_text_field', value: 'velours' },
        { key: 'atelier.card', type: 'single_line_text_field', value: 'Bravo' },
      ],
    });
    const del = async (ownerId: string, key: string) =>
      (
        await q(
          `mutation D($input: CartMetafieldDeleteInput!) { cartMetafieldDelete(input: $input) { deletedId userErrors { field message code } } }`,
          { input: { ownerId, key } },
        )
      ).cartMetafieldDelete;
    expect(await del(cart.id.replace(/key=.*/, 'key=0000'), 'atelier.box')).toEqual({
      deletedId: null,
      userErrors: [
        {
          field: ['input', 'ownerId'],
          message: 'The owner is not a cart of this shop.',
          code: 'INVALID_OWNER',
        },
      ],
    });
    const missing = {
      deletedId: null,
      userErrors: [
        {
          field: ['input', 'key'],
          message: 'Metafield does not exist.',
          code: 'METAFIELD_DOES_NOT_EXIST',
        },
      ],
    };
    expect(await del(cart.id, 'atelier.nope')).toEqual(missing);
    await tick();
    expect(await del(cart.id, 'atelier.box')).toEqual({
      deletedId: `gid://shopify/Metafield/${tokenOf(cart.id)}-atelier-box`,
      userErrors: [],
    });
    const after = (
      await q(
        `query R($id: ID!) { cart(id: $id) { updatedAt metafields(identifiers: [{ namespace: "custom", key: "box" }, { namespace: "atelier", key: "box" }, { namespace: "atelier", key: "card" }]) { value } } }`,
        { id: cart.id },
      )
    ).cart;
    expect(after.metafields).toEqual([{ value: 'carton' }, null, { value: 'Bravo' }]);
    expect(after.updatedAt > cart.updatedAt).toBe(true);
    expect(await del(cart.id, 'atelier.box')).toEqual(missing);
  });

  it('answers the unknown owner of a metafield to set by its index', async () => {
    const { cart } = await create();
    const unknown = cart.id.replace(/key=.*/, 'key=0000');
    expect(
      await set([
        { ownerId: cart.id, key: 'a', type: 'single_line_text_field', value: 'un' },
        { ownerId: unknown, key: 'b', type: 'single_line_text_field', value: 'deux' },
      ]),
    ).toEqual({
      metafields: null,
      userErrors: [
        {
          field: ['metafields', '1', 'ownerId'],
          message: 'The owner is not a cart of this shop.',
          code: 'INVALID_OWNER',
          elementIndex: 1,
        },
      ],
    });
  });
});
