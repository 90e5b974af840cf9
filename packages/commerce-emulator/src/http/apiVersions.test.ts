import { describe, expect, it } from 'vitest';
import { resolveApiVersion } from '../graphql/apiVersions.js';
import { dataOf, TOKEN, useHarness } from '../test/harness.js';

const emu = useHarness();

const ask = (version: string, query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${emu.harness.emulator.url}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });

const hasField = async (version: string, type: string, field: string) => {
  const answer = (await (
    await ask(version, `{ __type(name: "${type}") { fields { name } } }`)
  ).json()) as { data: { __type: { fields: { name: string }[] } } };
  return answer.data.__type.fields.some((f) => f.name === field);
};

describe('Storefront API versions', () => {
  it('picks the served version the way Shopify does', () => {
    expect(resolveApiVersion('2023-10')).toBe('2023-10');
    expect(resolveApiVersion('2025-10')).toBe('2025-10');
    expect(resolveApiVersion('2026-04')).toBe('2026-04');
    // Retired or not served: falls forward to the next version served.
    expect(resolveApiVersion('2022-01')).toBe('2023-10');
    expect(resolveApiVersion('2024-07')).toBe('2025-10');
    expect(resolveApiVersion('2025-07')).toBe('2025-10');
    expect(resolveApiVersion('2026-01')).toBe('2026-04');
    expect(resolveApiVersion('2027-01')).toBe('2026-04');
    expect(resolveApiVersion('unstable')).toBe('2026-04');
    for (const malformed of ['foo', '2023-11', '2023-1', '23-10', '2023_10'])
      expect(resolveApiVersion(malformed)).toBeNull();
  });

  it('reports the version it served in X-Shopify-API-Version', async () => {
    for (const [asked, served] of [
      ['2023-10', '2023-10'],
      ['2025-10', '2025-10'],
      ['2026-04', '2026-04'],
      ['2021-07', '2023-10'],
      ['2025-07', '2025-10'],
      ['unstable', '2026-04'],
    ]) {
      const response = await ask(asked!, '{ shop { name } }');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-shopify-api-version')).toBe(served);
    }
  });

  it('answers 404 for a malformed version, with what a well-formed one looks like', async () => {
    const response = await ask('foo', '{ shop { name } }');
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).toContain('YYYY-MM');
  });

  it('serves each version its own schema', async () => {
    expect(await hasField('2023-10', 'QueryRoot', 'sitemap')).toBe(false);
    expect(await hasField('2025-10', 'QueryRoot', 'sitemap')).toBe(true);
    expect(await hasField('2023-10', 'Mutation', 'cartGiftCardCodesAdd')).toBe(false);
    expect(await hasField('2026-04', 'Mutation', 'cartGiftCardCodesAdd')).toBe(true);
  });

  it('accepts each version’s own cartDiscountCodesUpdate and cartNoteUpdate signatures', async () => {
    const created = dataOf(
      await emu.harness.query<{ cartCreate: { cart: { id: string } } }>(
        'mutation { cartCreate(input: {note: "Pour Camille"}) { cart { id } } }',
      ),
    );
    const cartId = created.cartCreate.cart.id;
    const discount = (type: string) =>
      `mutation ($cartId: ID!, $discountCodes: ${type}) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { discountCodes { code } } userErrors { message } } }`;
    for (const [version, type] of [
      ['2023-10', '[String!]'],
      ['2025-10', '[String!]'],
      ['2026-04', '[String!]!'],
    ] as const) {
      const answer = (await (
        await ask(version, discount(type), { cartId, discountCodes: ['TREIZE10'] })
      ).json()) as {
        errors?: unknown;
        data: { cartDiscountCodesUpdate: { cart: { discountCodes: unknown[] } } };
      };
      expect(answer.errors).toBeUndefined();
      expect(answer.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
        { code: 'TREIZE10' },
      ]);
    }
    // The newest schema refuses the old optional declaration, as Shopify does.
    const refused = (await (
      await ask('2026-04', discount('[String!]'), { cartId, discountCodes: [] })
    ).json()) as { errors?: { message: string }[] };
    expect(refused.errors?.[0]?.message).toContain('discountCodes');

    // 2023-10's note is optional: leaving it out clears the note.
    const cleared = (await (
      await ask(
        '2023-10',
        'mutation ($cartId: ID!) { cartNoteUpdate(cartId: $cartId) { cart { note } userErrors { message } } }',
        { cartId },
      )
    ).json()) as { data: { cartNoteUpdate: { cart: { note: string } } } };
    expect(cleared.data.cartNoteUpdate.cart.note).toBe('');
  });

  it('answers an error code the served version knows', async () => {
    const created = dataOf(
      await emu.harness.query<{ cartCreate: { cart: { id: string } } }>(
        'mutation { cartCreate { cart { id } } }',
      ),
    );
    const tooLong = 'x'.repeat(5001);
    const codeIn = async (version: string) => {
      const answer = (await (
        await ask(
          version,
          'mutation ($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { userErrors { code } } }',
          { cartId: created.cartCreate.cart.id, note: tooLong },
        )
      ).json()) as {
        errors?: unknown;
        data: { cartNoteUpdate: { userErrors: { code: string }[] } };
      };
      expect(answer.errors).toBeUndefined();
      return answer.data.cartNoteUpdate.userErrors[0]?.code;
    };
    expect(await codeIn('2026-04')).toBe('NOTE_TOO_LONG');
    expect(await codeIn('2023-10')).toBe('INVALID');
  });
});
