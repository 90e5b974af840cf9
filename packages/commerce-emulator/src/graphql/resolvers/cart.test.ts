import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;

const V = (n: string) => `gid://shopify/ProductVariant/${n}`;
const ETOILE_GAUCHE_OR = V('920000101'); // 95 EUR / 105 USD, stock 13
const LUNE_GAUCHE_OR = V('920000201'); // 80 EUR, compare-at 100
const GOUTTE_SOLD_OUT = V('920000306');
const COMETE_RING = V('920001401'); // one of a kind: stock 1

const CART = `fragment CartFields on Cart {
  id checkoutUrl note totalQuantity createdAt updatedAt
  attributes { key value }
  buyerIdentity { countryCode email phone }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } checkoutChargeAmount { amount } totalTaxAmount { amount } }
  lines(first: 50) { nodes { id quantity attributes { key value }
    merchandise { ... on ProductVariant { id title product { handle title } selectedOptions { name value } image { url } } }
    cost { amountPerQuantity { amount currencyCode } compareAtAmountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount currencyCode } } } }
}`;
const PAYLOAD = `cart { ...CartFields } userErrors { field message code } warnings { code message target }`;

async function create(input: Record<string, unknown> = {}, context = '') {
  return (
    await q(
      `mutation Create($input: CartInput) ${context} { cartCreate(input: $input) { ${PAYLOAD} } } ${CART}`,
      { input },
    )
  ).cartCreate;
}
async function mutate(
  name: string,
  args: string,
  variables: Record<string, unknown>,
  context = '',
) {
  const signature = Object.keys(variables)
    .map((k) => `$${k}: ${TYPES[k]}`)
    .join(', ');
  return (
    await q(
      `mutation M(${signature}) ${context} { ${name}(${args}) { ${PAYLOAD} } } ${CART}`,
      variables,
    )
  )[name];
}
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
const add = (cartId: string, lines: unknown[], context = '') =>
  mutate('cartLinesAdd', 'cartId: $cartId, lines: $lines', { cartId, lines }, context);
const update = (cartId: string, updates: unknown[]) =>
  mutate('cartLinesUpdate', 'cartId: $cartId, lines: $updates', { cartId, updates });
const remove = (cartId: string, lineIds: string[]) =>
  mutate('cartLinesRemove', 'cartId: $cartId, lineIds: $lineIds', { cartId, lineIds });
const cartById = async (id: string) =>
  (await q(`query C($id: ID!) { cart(id: $id) { ...CartFields } } ${CART}`, { id })).cart;

describe('cartCreate', () => {
  it('creates a cart with Shopify-shaped ids, a checkout URL on the emulator and computed costs', async () => {
    const result = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 }],
      note: 'Pour Lou',
      attributes: [{ key: 'gift', value: 'yes' }],
    });
    expect(result.userErrors).toEqual([]);
    const { cart } = result;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]+\?key=[0-9a-f]+$/);
    const token = /Cart\/([^?]+)/.exec(cart.id)?.[1];
    expect(cart.checkoutUrl).toBe(`${emu.harness.emulator.url}/checkouts/cn/${token}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.note).toBe('Pour Lou');
    expect(cart.attributes).toEqual([{ key: 'gift', value: 'yes' }]);
    expect(cart.buyerIdentity.countryCode).toBe('FR');
    expect(cart.cost.subtotalAmount).toEqual({ amount: '190.0', currencyCode: 'EUR' });
    expect(cart.cost.totalAmount).toEqual({ amount: '190.0', currencyCode: 'EUR' });
    expect(cart.cost.totalTaxAmount).toBeNull();
    const [line] = cart.lines.nodes;
    expect(line.id).toMatch(/^gid:\/\/shopify\/CartLine\//);
    expect(line.merchandise).toMatchObject({
      id: ETOILE_GAUCHE_OR,
      title: 'Gauche / Or',
      product: { handle: 'etoile-treize' },
    });
    expect(line.cost).toEqual({
      amountPerQuantity: { amount: '95.0', currencyCode: 'EUR' },
      compareAtAmountPerQuantity: null,
      subtotalAmount: { amount: '190.0' },
      totalAmount: { amount: '190.0', currencyCode: 'EUR' },
    });
    expect((await fetch(cart.checkoutUrl)).status).toBe(200);
  });

  it('prices a cart created in the US market in dollars and English', async () => {
    const { cart } = await create(
      { lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] },
      '@inContext(country: US, language: EN)',
    );
    expect(cart.buyerIdentity.countryCode).toBe('US');
    expect(cart.cost.totalAmount).toEqual({ amount: '105.0', currencyCode: 'USD' });
    expect(cart.lines.nodes[0].merchandise.product.title).toBe(
      'Thirteen Star - Earring (recycled gold)',
    );
  });

  it('refuses unknown merchandise and saves nothing', async () => {
    const result = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }, { merchandiseId: V('1') }],
    });
    expect(result.cart).toBeNull();
    expect(result.userErrors).toEqual([
      {
        field: ['input', 'lines', '1', 'merchandiseId'],
        message: `The merchandise with id ${V('1')} does not exist.`,
        code: 'INVALID',
      },
    ]);
  });
});

describe('cart lines', () => {
  it('merges lines on the same merchandise and computes compare-at and totals', async () => {
    const { cart } = await create();
    const first = await add(cart.id, [{ merchandiseId: LUNE_GAUCHE_OR, quantity: 1 }]);
    const second = await add(cart.id, [
      { merchandiseId: LUNE_GAUCHE_OR, quantity: 2 },
      { merchandiseId: ETOILE_GAUCHE_OR },
    ]);
    expect(second.userErrors).toEqual([]);
    expect(second.cart.lines.nodes).toHaveLength(2);
    expect(second.cart.lines.nodes[0].id).toBe(first.cart.lines.nodes[0].id);
    expect(second.cart.lines.nodes[0].quantity).toBe(3);
    expect(second.cart.lines.nodes[0].cost.compareAtAmountPerQuantity).toEqual({ amount: '100.0' });
    expect(second.cart.totalQuantity).toBe(4);
    expect(second.cart.cost.subtotalAmount.amount).toBe('335.0');
    const withAttributes = await add(cart.id, [
      { merchandiseId: LUNE_GAUCHE_OR, attributes: [{ key: 'engraving', value: 'L' }] },
    ]);
    expect(withAttributes.cart.lines.nodes).toHaveLength(3);
  });

  it('answers userErrors for a negative quantity, a sold-out variant and more than the stock, changing nothing', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    const negative = await add(cart.id, [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: -1 }]);
    expect(negative.userErrors).toEqual([
      {
        field: ['lines', '0', 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
        code: 'INVALID',
      },
    ]);
    const soldOut = await add(cart.id, [
      { merchandiseId: ETOILE_GAUCHE_OR, quantity: 1 },
      { merchandiseId: GOUTTE_SOLD_OUT },
    ]);
    expect(soldOut.userErrors).toEqual([
      {
        field: ['lines', '1', 'quantity'],
        message:
          "The product 'Goutte de Pluie - Boucle d’oreille (Droite / Or rose)' is already sold out.",
        code: 'INVALID',
      },
    ]);
    expect(soldOut.warnings).toEqual([
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: expect.any(String), target: GOUTTE_SOLD_OUT },
    ]);
    expect(soldOut.cart.totalQuantity).toBe(1);
    const tooMany = await add(cart.id, [{ merchandiseId: COMETE_RING, quantity: 2 }]);
    expect(tooMany.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'quantity'],
      code: 'MAXIMUM_EXCEEDED',
    });
    expect(tooMany.userErrors[0].message).toContain('Only 1');
    expect(tooMany.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      target: COMETE_RING,
    });
    const after = await cartById(cart.id);
    expect(after.totalQuantity).toBe(1);
    expect(after.updatedAt).toBe(cart.updatedAt);
  });

  it('says how many are in stock, one or more, and why each line is refused, in its warnings too', async () => {
    const { cart } = await create();
    const tooMany = await add(cart.id, [
      { merchandiseId: COMETE_RING, quantity: 2 },
      { merchandiseId: ETOILE_GAUCHE_OR, quantity: 4 },
    ]);
    expect(tooMany.userErrors).toEqual([
      {
        field: ['lines', '0', 'quantity'],
        message:
          "Only 1 of 'Comète - Bague (pièce unique) (Default Title)' is in stock; the cart cannot hold 2.",
        code: 'MAXIMUM_EXCEEDED',
      },
      {
        field: ['lines', '1', 'quantity'],
        message:
          "Only 3 of 'Étoile Treize - Boucle d’oreille (or recyclé) (Gauche / Or)' are in stock; the cart cannot hold 4.",
        code: 'MAXIMUM_EXCEEDED',
      },
    ]);
    expect(tooMany.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 1 items can be added to the cart due to availability.',
        target: COMETE_RING,
      },
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 3 items can be added to the cart due to availability.',
        target: ETOILE_GAUCHE_OR,
      },
    ]);
    const soldOut = await add(cart.id, [{ merchandiseId: GOUTTE_SOLD_OUT }]);
    expect(soldOut.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: "The product 'Goutte de Pluie - Boucle d’oreille (Droite / Or rose)' is sold out.",
        target: GOUTTE_SOLD_OUT,
      },
    ]);
  });

  it('updates quantities, removes a line at 0 and refuses unknown line ids atomically', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }, { merchandiseId: LUNE_GAUCHE_OR }],
    });
    const [a, b] = cart.lines.nodes;
    const updated = await update(cart.id, [{ id: a.id, quantity: 3 }]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes[0].quantity).toBe(3);
    expect(updated.cart.cost.subtotalAmount.amount).toBe('365.0');
    const bad = await update(cart.id, [
      { id: a.id, quantity: 5 },
      { id: 'gid://shopify/CartLine/nope', quantity: 1 },
    ]);
    expect(bad.userErrors).toEqual([
      {
        field: ['lines', '1', 'id'],
        message: 'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
        code: 'INVALID_MERCHANDISE_LINE',
      },
    ]);
    expect(bad.cart.lines.nodes[0].quantity).toBe(3);
    const negative = await update(cart.id, [{ id: a.id, quantity: -2 }]);
    expect(negative.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'quantity'],
      code: 'INVALID',
    });
    const overStock = await update(cart.id, [{ id: a.id, quantity: 99 }]);
    expect(overStock.userErrors[0].code).toBe('MAXIMUM_EXCEEDED');
    const swapped = await update(cart.id, [{ id: b.id, merchandiseId: V('920000202') }]);
    expect(swapped.cart.lines.nodes[1].merchandise.title).toBe('Gauche / Argent');
    const zero = await update(cart.id, [{ id: a.id, quantity: 0 }]);
    expect(zero.cart.lines.nodes.map((l: Json) => l.id)).toEqual([b.id]);
  });

  it('removes lines and refuses unknown ids without removing the others', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }, { merchandiseId: LUNE_GAUCHE_OR }],
    });
    const [a, b] = cart.lines.nodes;
    const bad = await remove(cart.id, [a.id, 'gid://shopify/CartLine/nope']);
    expect(bad.userErrors).toEqual([
      {
        field: ['lineIds', '1'],
        message: 'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
        code: 'INVALID_MERCHANDISE_LINE',
      },
    ]);
    expect(bad.cart.lines.nodes).toHaveLength(2);
    const good = await remove(cart.id, [a.id]);
    expect(good.cart.lines.nodes.map((l: Json) => l.id)).toEqual([b.id]);
    expect(good.cart.totalQuantity).toBe(1);
  });

  it('answers an unknown or tampered cart id with a userError, and cart(id) with null', async () => {
    const { cart } = await create();
    const tampered = cart.id.replace(/key=.*/, 'key=0000');
    const result = await add(tampered, [{ merchandiseId: ETOILE_GAUCHE_OR }]);
    expect(result).toMatchObject({
      cart: null,
      userErrors: [{ field: ['cartId'], code: 'INVALID' }],
    });
    expect(await cartById(tampered)).toBeNull();
    expect(await cartById('not-a-cart')).toBeNull();
  });
});

describe('cart details', () => {
  it('updates the note, refusing one that is too long', async () => {
    const { cart } = await create();
    const noted = await mutate('cartNoteUpdate', 'cartId: $cartId, note: $note', {
      cartId: cart.id,
      note: 'Emballage cadeau',
    });
    expect(noted.cart.note).toBe('Emballage cadeau');
    const long = await mutate('cartNoteUpdate', 'cartId: $cartId, note: $note', {
      cartId: cart.id,
      note: 'x'.repeat(5001),
    });
    expect(long.userErrors[0]).toMatchObject({ field: ['note'], code: 'NOTE_TOO_LONG' });
    expect(long.cart.note).toBe('Emballage cadeau');
  });

  it('re-prices the cart in the new market when the buyer country changes', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 }] });
    const buyer = (buyerIdentity: unknown) =>
      mutate('cartBuyerIdentityUpdate', 'cartId: $cartId, buyerIdentity: $buyerIdentity', {
        cartId: cart.id,
        buyerIdentity,
      });
    const us = await buyer({ countryCode: 'US', email: 'lou@example.com' });
    expect(us.userErrors).toEqual([]);
    expect(us.cart.buyerIdentity).toEqual({
      countryCode: 'US',
      email: 'lou@example.com',
      phone: null,
    });
    expect(us.cart.cost.totalAmount).toEqual({ amount: '210.0', currencyCode: 'USD' });
    expect(us.cart.lines.nodes[0].cost.amountPerQuantity).toEqual({
      amount: '105.0',
      currencyCode: 'USD',
    });
    const back = await buyer({ countryCode: 'FR' });
    expect(back.cart.cost.totalAmount).toEqual({ amount: '190.0', currencyCode: 'EUR' });
    const elsewhere = await buyer({ countryCode: 'DE' });
    expect(elsewhere.cart.cost.totalAmount.currencyCode).toBe('EUR');
    const bad = await buyer({ email: 'not-an-email' });
    expect(bad.userErrors).toEqual([
      { field: ['buyerIdentity', 'email'], message: 'Email is invalid', code: 'INVALID' },
    ]);
  });

  it('applies the seeded discount code and keeps unknown codes as not applicable', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 }] });
    const codes = (list: string[]) =>
      mutate('cartDiscountCodesUpdate', 'cartId: $cartId, discountCodes: $codes', {
        cartId: cart.id,
        codes: list,
      });
    const good = await codes(['treize10']);
    expect(good.cart.discountCodes).toEqual([{ code: 'treize10', applicable: true }]);
    expect(good.cart.cost.subtotalAmount.amount).toBe('190.0');
    expect(good.cart.cost.totalAmount.amount).toBe('171.0');
    expect(good.cart.discountAllocations).toEqual([
      { code: 'treize10', discountedAmount: { amount: '19.0', currencyCode: 'EUR' } },
    ]);
    const unknown = await codes(['NOPE']);
    expect(unknown.cart.discountCodes).toEqual([{ code: 'NOPE', applicable: false }]);
    expect(unknown.cart.cost.totalAmount.amount).toBe('190.0');
    expect(unknown.warnings[0]).toMatchObject({ code: 'DISCOUNT_NOT_FOUND' });
    const cleared = await codes([]);
    expect(cleared.cart.discountCodes).toEqual([]);
  });

  it('keeps a known code on an empty cart as not applicable until a line is added, then drops it with the last line', async () => {
    const { cart } = await create();
    const set = await mutate('cartDiscountCodesUpdate', 'cartId: $cartId, discountCodes: $codes', {
      cartId: cart.id,
      codes: ['treize10'],
    });
    expect(set.cart.discountCodes).toEqual([{ code: 'treize10', applicable: false }]);
    expect(set.cart.discountAllocations).toEqual([]);
    expect(set.cart.cost.totalAmount).toEqual({ amount: '0.0', currencyCode: 'EUR' });
    const added = await add(cart.id, [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: 1 }]);
    expect(added.cart.discountCodes).toEqual([{ code: 'treize10', applicable: true }]);
    expect(added.cart.cost.totalAmount.amount).toBe('85.5');
    const emptied = await remove(cart.id, [added.cart.lines.nodes[0].id]);
    expect(emptied.cart.discountCodes).toEqual([{ code: 'treize10', applicable: false }]);
    expect(emptied.cart.cost.totalAmount.amount).toBe('0.0');
  });

  it('replaces attributes, refusing a blank key', async () => {
    const { cart } = await create({ attributes: [{ key: 'a', value: '1' }] });
    const attrs = (attributes: unknown[]) =>
      mutate('cartAttributesUpdate', 'cartId: $cartId, attributes: $attributes', {
        cartId: cart.id,
        attributes,
      });
    expect((await attrs([{ key: 'b', value: '2' }])).cart.attributes).toEqual([
      { key: 'b', value: '2' },
    ]);
    const bad = await attrs([{ key: ' ', value: 'x' }]);
    expect(bad.userErrors[0]).toMatchObject({ field: ['attributes', '0', 'key'], code: 'INVALID' });
    expect(bad.cart.attributes).toEqual([{ key: 'b', value: '2' }]);
  });

  it('offers delivery options and adds the selected one to the total', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    const groups = (
      await q(
        `query G($id: ID!) { cart(id: $id) { deliveryGroups(first: 5) { nodes { id deliveryOptions { handle title estimatedCost { amount currencyCode } } selectedDeliveryOption { handle } } } } }`,
        { id: cart.id },
      )
    ).cart.deliveryGroups.nodes;
    expect(groups).toHaveLength(1);
    expect(groups[0].deliveryOptions.map((o: Json) => o.handle)).toEqual(['standard', 'express']);
    const select = (options: unknown[]) =>
      mutate(
        'cartSelectedDeliveryOptionsUpdate',
        'cartId: $cartId, selectedDeliveryOptions: $options',
        { cartId: cart.id, options },
      );
    const express = await select([
      { deliveryGroupId: groups[0].id, deliveryOptionHandle: 'express' },
    ]);
    expect(express.userErrors).toEqual([]);
    expect(express.cart.cost.totalAmount.amount).toBe('107.0');
    expect(
      (
        await select([
          {
            deliveryGroupId: 'gid://shopify/CartDeliveryGroup/nope',
            deliveryOptionHandle: 'express',
          },
        ])
      ).userErrors[0].code,
    ).toBe('INVALID_DELIVERY_GROUP');
    expect(
      (await select([{ deliveryGroupId: groups[0].id, deliveryOptionHandle: 'teleport' }]))
        .userErrors[0].code,
    ).toBe('INVALID_DELIVERY_OPTION');
  });

  it('sets, reads and deletes cart metafields, with Shopify’s metafield errors', async () => {
    const { cart } = await create();
    const set = await q(
      `mutation S($m: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $m) { metafields { key namespace type value } userErrors { field message code elementIndex } } }`,
      {
        m: [
          {
            ownerId: cart.id,
            key: 'custom.gift_message',
            type: 'single_line_text_field',
            value: 'Joyeux anniversaire',
          },
        ],
      },
    );
    expect(set.cartMetafieldsSet).toEqual({
      metafields: [
        {
          key: 'gift_message',
          namespace: 'custom',
          type: 'single_line_text_field',
          value: 'Joyeux anniversaire',
        },
      ],
      userErrors: [],
    });
    const read = await q(
      `query R($id: ID!) { cart(id: $id) { metafield(key: "custom.gift_message") { value } } }`,
      { id: cart.id },
    );
    expect(read.cart.metafield).toEqual({ value: 'Joyeux anniversaire' });
    const bad = await q(
      `mutation S($m: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $m) { metafields { key } userErrors { field code elementIndex } } }`,
      {
        m: [
          { ownerId: cart.id, key: 'custom.data', type: 'json', value: '{oops' },
          { ownerId: 'gid://shopify/Cart/nope?key=x', key: 'k', type: 'json', value: '{}' },
        ],
      },
    );
    expect(bad.cartMetafieldsSet).toEqual({
      metafields: null,
      userErrors: [
        { field: ['metafields', '0', 'value'], code: 'INVALID_VALUE', elementIndex: 0 },
        { field: ['metafields', '1', 'ownerId'], code: 'INVALID_OWNER', elementIndex: 1 },
      ],
    });
    const del = (key: string) =>
      q(
        `mutation D($input: CartMetafieldDeleteInput!) { cartMetafieldDelete(input: $input) { deletedId userErrors { field code } } }`,
        { input: { ownerId: cart.id, key } },
      );
    expect((await del('custom.gift_message')).cartMetafieldDelete.deletedId).toMatch(
      /^gid:\/\/shopify\/Metafield\//,
    );
    expect((await del('custom.gift_message')).cartMetafieldDelete).toEqual({
      deletedId: null,
      userErrors: [{ field: ['input', 'key'], code: 'METAFIELD_DOES_NOT_EXIST' }],
    });
  });
});

describe('what a client reads of a cart', () => {
  const read = async (id: string, fields: string, context = '') =>
    (await q(`query R($id: ID!) ${context} { cart(id: $id) { ${fields} } }`, { id })).cart;
  const DELIVERY = `deliveryGroups(first: 5) { nodes { id groupType
    deliveryOptions { handle code title description deliveryMethodType estimatedCost { amount currencyCode } }
    selectedDeliveryOption { handle }
    deliveryAddress { ... on MailingAddress { id countryCodeV2 country address1 city } }
    cartLines(first: 5) { nodes { id quantity } } } }`;

  it('offers tracked post and express in French and euros, with the cart’s lines, and no group for an empty cart', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 }] });
    const [group, ...others] = (await read(cart.id, DELIVERY)).deliveryGroups.nodes;
    expect(others).toEqual([]);
    const token = /Cart\/([^?]+)/.exec(cart.id)?.[1] ?? '';
    expect(group).toEqual({
      id: `gid://shopify/CartDeliveryGroup/${token}-1`,
      groupType: 'ONE_TIME_PURCHASE',
      deliveryOptions: [
        {
          handle: 'standard',
          code: 'standard',
          title: 'Colissimo suivi',
          description: '3 à 5 jours ouvrés',
          deliveryMethodType: 'SHIPPING',
          estimatedCost: { amount: '0.0', currencyCode: 'EUR' },
        },
        {
          handle: 'express',
          code: 'express',
          title: 'Chronopost express',
          description: 'Le jour ouvré suivant',
          deliveryMethodType: 'SHIPPING',
          estimatedCost: { amount: '12.0', currencyCode: 'EUR' },
        },
      ],
      selectedDeliveryOption: null,
      deliveryAddress: {
        id: `gid://shopify/MailingAddress/${token}?model_name=CartAddress`,
        countryCodeV2: 'FR',
        country: 'France',
        address1: null,
        city: null,
      },
      cartLines: { nodes: [{ id: cart.lines.nodes[0].id, quantity: 2 }] },
    });
    const empty = (await create()).cart;
    expect((await read(empty.id, DELIVERY)).deliveryGroups.nodes).toEqual([]);
  });

  it('offers them in English and dollars in the US market, and keeps the choice', async () => {
    const { cart } = await create(
      { lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] },
      '@inContext(country: US, language: EN)',
    );
    const us = '@inContext(country: US, language: EN)';
    const [group] = (await read(cart.id, DELIVERY, us)).deliveryGroups.nodes;
    expect(group.deliveryOptions).toEqual([
      expect.objectContaining({
        title: 'Tracked post',
        description: '3 to 5 working days',
        estimatedCost: { amount: '15.0', currencyCode: 'USD' },
      }),
      expect.objectContaining({
        title: 'Express',
        description: 'Next working day',
        estimatedCost: { amount: '35.0', currencyCode: 'USD' },
      }),
    ]);
    expect(group.deliveryAddress).toMatchObject({ countryCodeV2: 'US', country: 'United States' });
    const chosen = await mutate(
      'cartSelectedDeliveryOptionsUpdate',
      'cartId: $cartId, selectedDeliveryOptions: $options',
      {
        cartId: cart.id,
        options: [{ deliveryGroupId: group.id, deliveryOptionHandle: 'express' }],
      },
    );
    expect(chosen.cart.cost.totalAmount).toEqual({ amount: '140.0', currencyCode: 'USD' });
    const again = (await read(cart.id, DELIVERY, us)).deliveryGroups.nodes[0];
    expect(again.selectedDeliveryOption).toEqual({ handle: 'express' });
  });

  it('delivers a cart of another country to France', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }],
      buyerIdentity: { countryCode: 'DE' },
    });
    const [group] = (await read(cart.id, DELIVERY)).deliveryGroups.nodes;
    expect(group.deliveryAddress).toMatchObject({ countryCodeV2: 'FR', country: 'France' });
  });

  it('answers the cost fields Shopify marks as exact or absent', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    expect(
      (
        await read(
          cart.id,
          'cost { checkoutChargeAmount { amount } subtotalAmountEstimated totalAmountEstimated totalTaxAmount { amount } totalTaxAmountEstimated totalDutyAmount { amount } totalDutyAmountEstimated }',
        )
      ).cost,
    ).toEqual({
      checkoutChargeAmount: { amount: '95.0' },
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    });
  });

  it('describes the discount applied, from the first code that is known', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }],
      discountCodes: ['NOPE', 'treize10'],
    });
    const fields = `discountAllocations { targetType discountedAmount { amount currencyCode }
      ... on CartCodeDiscountAllocation { code }
      discountApplication { allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } } }`;
    expect((await read(cart.id, fields)).discountAllocations).toEqual([
      {
        targetType: 'LINE_ITEM',
        discountedAmount: { amount: '9.5', currencyCode: 'EUR' },
        code: 'treize10',
        discountApplication: {
          allocationMethod: 'ACROSS',
          targetSelection: 'ALL',
          targetType: 'LINE_ITEM',
          value: { percentage: 10 },
        },
      },
    ]);
  });

  it('reads attributes by key, lines in reverse, and the fixed parts of a line', async () => {
    const { cart } = await create({
      lines: [
        {
          merchandiseId: ETOILE_GAUCHE_OR,
          attributes: [
            { key: 'box', value: 'velours' },
            { key: 'engraving', value: 'L' },
          ],
        },
        { merchandiseId: LUNE_GAUCHE_OR },
      ],
      attributes: [
        { key: 'gift', value: 'yes' },
        { key: 'wrap', value: 'red' },
      ],
    });
    const fields = `gift: attribute(key: "wrap") { value } none: attribute(key: "nope") { value }
      delivery { addresses { id } }
      reversed: lines(first: 5, reverse: true) { nodes { id } }
      lines(first: 5) { nodes { engraving: attribute(key: "engraving") { value }
        discountAllocations { discountedAmount { amount } } sellingPlanAllocation { priceAdjustments { price { amount } } }
        ... on CartLine { instructions { canRemove canUpdateQuantity } parentRelationship { parent { id } } } } }`;
    const answer = await read(cart.id, fields);
    expect(answer.gift).toEqual({ value: 'red' });
    expect(answer.none).toBeNull();
    expect(answer.delivery).toEqual({ addresses: [] });
    expect(answer.reversed.nodes.map((l: Json) => l.id)).toEqual(
      [...cart.lines.nodes].reverse().map((l: Json) => l.id),
    );
    const fixed = {
      discountAllocations: [],
      sellingPlanAllocation: null,
      parentRelationship: null,
    };
    const instructions = { canRemove: true, canUpdateQuantity: true };
    expect(answer.lines.nodes).toEqual([
      { engraving: { value: 'L' }, ...fixed, instructions },
      { engraving: null, ...fixed, instructions },
    ]);
  });

  it('prices the compare-at price in the cart’s market', async () => {
    const { cart } = await create(
      { lines: [{ merchandiseId: LUNE_GAUCHE_OR }] },
      '@inContext(country: US, language: EN)',
    );
    expect(cart.lines.nodes[0].cost.compareAtAmountPerQuantity).toEqual({ amount: '115.0' });
  });

  it('answers buyer identity fields the emulator does not keep as empty', async () => {
    const { cart } = await create();
    expect(
      (
        await read(
          cart.id,
          'buyerIdentity { customer { id } deliveryAddressPreferences { __typename } purchasingCompany { location { id } } }',
        )
      ).buyerIdentity,
    ).toEqual({ customer: null, deliveryAddressPreferences: [], purchasingCompany: null });
  });

  it('pays with gift cards in the order they were applied, delivery included, up to each balance', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: ETOILE_GAUCHE_OR }] });
    const [group] = (await read(cart.id, 'deliveryGroups(first: 1) { nodes { id } }'))
      .deliveryGroups.nodes;
    await mutate(
      'cartSelectedDeliveryOptionsUpdate',
      'cartId: $cartId, selectedDeliveryOptions: $options',
      {
        cartId: cart.id,
        options: [{ deliveryGroupId: group.id, deliveryOptionHandle: 'express' }],
      },
    );
    const added = await q(
      `mutation A($id: ID!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["ETOILE50CADEAU13", "TREIZE200CADEAU1"]) {
        cart { cost { totalAmount { amount } } appliedGiftCards { id lastCharacters
          amountUsed { amount currencyCode } amountUsedV2 { amount } presentmentAmountUsed { amount }
          balance { amount currencyCode } balanceV2 { amount } } } userErrors { code } } }`,
      { id: cart.id },
    );
    expect(added.cartGiftCardCodesAdd.userErrors).toEqual([]);
    expect(added.cartGiftCardCodesAdd.cart).toEqual({
      cost: { totalAmount: { amount: '0.0' } },
      appliedGiftCards: [
        {
          id: 'gid://shopify/AppliedGiftCard/9440001',
          lastCharacters: 'AU13',
          amountUsed: { amount: '50.0', currencyCode: 'EUR' },
          amountUsedV2: { amount: '50.0' },
          presentmentAmountUsed: { amount: '50.0' },
          balance: { amount: '0.0', currencyCode: 'EUR' },
          balanceV2: { amount: '0.0' },
        },
        {
          id: 'gid://shopify/AppliedGiftCard/9440002',
          lastCharacters: 'EAU1',
          amountUsed: { amount: '57.0', currencyCode: 'EUR' },
          amountUsedV2: { amount: '57.0' },
          presentmentAmountUsed: { amount: '57.0' },
          balance: { amount: '143.0', currencyCode: 'EUR' },
          balanceV2: { amount: '143.0' },
        },
      ],
    });
  });

  it('pages through lines and delivery groups with the cursors it answers', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR }, { merchandiseId: LUNE_GAUCHE_OR }],
    });
    const page = await read(
      cart.id,
      `lines(first: 1) { edges { cursor } }
      deliveryGroups(first: 1) { edges { cursor node { cartLines(first: 5) { edges { cursor } } } } }`,
    );
    const [group] = page.deliveryGroups.edges;
    const next = await q(
      `query N($id: ID!, $after: String!, $before: String!) { cart(id: $id) {
        lines(first: 5, after: $after) { nodes { id } }
        deliveryGroups(first: 5, before: $before) { nodes { id } } } }`,
      { id: cart.id, after: page.lines.edges[0].cursor, before: group.cursor },
    );
    expect(next.cart.lines.nodes).toEqual([{ id: cart.lines.nodes[1].id }]);
    expect(next.cart.deliveryGroups.nodes).toEqual([]);
    const lines = await read(cart.id, 'lines(first: 5) { edges { cursor } }');
    expect(group.node.cartLines.edges).toEqual(lines.lines.edges);
  });

  it('reads metafields by namespace and key, one by one or as a list', async () => {
    const { cart } = await create({
      metafields: [
        { key: 'gift_message', type: 'single_line_text_field', value: 'Bravo' },
        { key: 'atelier.box', type: 'single_line_text_field', value: 'velours' },
      ],
    });
    const fields = `byKey: metafield(key: "gift_message") { namespace key value }
      byNamespace: metafield(namespace: "atelier", key: "box") { namespace key value description reference { __typename } references(first: 1) { nodes { __typename } } parentResource { ... on Cart { id } } }
      none: metafield(key: "atelier.nope") { value }
      other: metafield(key: "box") { value }
      metafields(identifiers: [{ namespace: "atelier", key: "box" }, { key: "gift_message" }, { key: "nope" }, { key: "box" }]) { key value }`;
    const answer = await read(cart.id, fields);
    expect(answer.byKey).toEqual({ namespace: 'custom', key: 'gift_message', value: 'Bravo' });
    expect(answer.byNamespace).toEqual({
      namespace: 'atelier',
      key: 'box',
      value: 'velours',
      description: null,
      reference: null,
      references: null,
      parentResource: { id: cart.id },
    });
    expect(answer.none).toBeNull();
    expect(answer.other).toBeNull();
    expect(answer.metafields).toEqual([
      { key: 'box', value: 'velours' },
      { key: 'gift_message', value: 'Bravo' },
      null,
      null,
    ]);
  });
});

describe('persistence', () => {
  it('keeps carts across a restart, without reseeding the catalogue', async () => {
    const { cart } = await create({
      lines: [{ merchandiseId: ETOILE_GAUCHE_OR, quantity: 2 }],
      note: 'garde-moi',
    });
    await emu.harness.restart();
    const again = await cartById(cart.id);
    expect(again).toMatchObject({ id: cart.id, note: 'garde-moi', totalQuantity: 2 });
    expect(again.lines.nodes[0].id).toBe(cart.lines.nodes[0].id);
    const added = await add(cart.id, [{ merchandiseId: ETOILE_GAUCHE_OR }]);
    expect(added.cart.totalQuantity).toBe(3);
  });
});
