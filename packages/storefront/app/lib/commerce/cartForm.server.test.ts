import { describe, expect, it } from 'vitest';
import { CART_ACTIONS, cartFormValue } from './cartForm';
import { CartInputError, parseCartFormInput, readCartForm } from './cartForm.server';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the cart form payload (behaviour §3)', () => {
  it('names the 11 actions of the spec', () => {
    expect(CART_ACTIONS).toHaveLength(11);
  });

  it('a LinesAdd quantity defaults to 1', () => {
    const input = parseCartFormInput(
      cartFormValue({
        action: 'LinesAdd',
        inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }] },
      }),
    );
    expect(input).toEqual({
      action: 'LinesAdd',
      inputs: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] },
    });
  });

  it('a LinesUpdate quantity of 0 is accepted (it removes the line), a negative one is not', () => {
    expect(
      parseCartFormInput(
        cartFormValue({ action: 'LinesUpdate', inputs: { lines: [{ id: 'a', quantity: 0 }] } }),
      ).action,
    ).toBe('LinesUpdate');
    expect(() =>
      parseCartFormInput(
        cartFormValue({ action: 'LinesUpdate', inputs: { lines: [{ id: 'a', quantity: -1 }] } }),
      ),
    ).toThrow(
      'Invalid LinesUpdate input at inputs.lines.0.quantity: quantity must not be negative',
    );
  });

  it('errors are CartInputErrors naming the field', () => {
    expect(() =>
      parseCartFormInput(
        JSON.stringify({ action: 'NoteUpdate', inputs: { note: 'x'.repeat(5001) } }),
      ),
    ).toThrow(CartInputError);
    expect(() =>
      parseCartFormInput(
        JSON.stringify({ action: 'NoteUpdate', inputs: { note: 'x'.repeat(5001) } }),
      ),
    ).toThrow('inputs.note');
  });
});

describe('readCartForm: plain forms work without JavaScript', () => {
  it('merges the other fields of the form into inputs', () => {
    const { input } = readCartForm(
      form([
        ['cartFormInput', JSON.stringify({ action: 'NoteUpdate', inputs: {} })],
        ['note', 'Pour Camille'],
      ]),
    );
    expect(input).toEqual({ action: 'NoteUpdate', inputs: { note: 'Pour Camille' } });
  });

  it('reads discountCodes as a list, dropping blank codes', () => {
    const payload = JSON.stringify({
      action: 'DiscountCodesUpdate',
      inputs: { discountCodes: ['OLD'] },
    });
    expect(
      readCartForm(
        form([
          ['cartFormInput', payload],
          ['discountCodes', 'TREIZE10'],
        ]),
      ).input.inputs,
    ).toEqual({ discountCodes: ['TREIZE10'] });
    expect(
      readCartForm(
        form([
          ['cartFormInput', payload],
          ['discountCodes', ' '],
        ]),
      ).input.inputs,
    ).toEqual({ discountCodes: [] });
  });

  it('takes redirectTo from the field, else from the payload', () => {
    const payload = JSON.stringify({
      action: 'BuyerIdentityUpdate',
      inputs: { buyerIdentity: { countryCode: 'US' } },
      redirectTo: '/en-us',
    });
    expect(readCartForm(form([['cartFormInput', payload]])).redirectTo).toBe('/en-us');
    expect(
      readCartForm(
        form([
          ['cartFormInput', payload],
          ['redirectTo', '/en-fr'],
        ]),
      ).redirectTo,
    ).toBe('/en-fr');
  });

  it('reports broken JSON even when other fields are present', () => {
    expect(() =>
      readCartForm(
        form([
          ['cartFormInput', '{'],
          ['note', 'x'],
        ]),
      ),
    ).toThrow('not valid JSON');
  });
});

/** The message of the CartInputError `parseCartFormInput` throws for `payload`. */
function refusal(payload: unknown): string {
  try {
    parseCartFormInput(typeof payload === 'string' ? payload : JSON.stringify(payload));
  } catch (error) {
    expect(error).toBeInstanceOf(CartInputError);
    expect((error as Error).name).toBe('CartInputError');
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(payload)}`);
}

const VARIANT = 'gid://shopify/ProductVariant/1';
const add = (line: Record<string, unknown>) => ({
  action: 'LinesAdd',
  inputs: { lines: [{ merchandiseId: VARIANT, ...line }] },
});
const update = (line: Record<string, unknown>) => ({
  action: 'LinesUpdate',
  inputs: { lines: [{ id: 'line-1', quantity: 1, ...line }] },
});
const accepts = (payload: unknown) =>
  expect(() => parseCartFormInput(JSON.stringify(payload))).not.toThrow();

describe('parseCartFormInput: what a bad cart form is told (a 400 with a message)', () => {
  it('a missing field, broken JSON and a JSON that is not an object', () => {
    expect(() => parseCartFormInput(undefined)).toThrow(
      new CartInputError('The form field "cartFormInput" is missing.'),
    );
    expect(refusal('')).toBe('The form field "cartFormInput" is missing.');
    expect(refusal('{"action":')).toBe('The form field "cartFormInput" is not valid JSON.');
    const notObject =
      'The form field "cartFormInput" must be a JSON object with "action" and "inputs".';
    expect(refusal('null')).toBe(notObject);
    expect(refusal('[]')).toBe(notObject);
    expect(refusal('"LinesAdd"')).toBe(notObject);
  });

  it('an unknown or missing action names the 11 actions', () => {
    const list =
      'AttributesUpdateInput, BuyerIdentityUpdate, Create, DiscountCodesUpdate, LinesAdd, LinesRemove, LinesUpdate, NoteUpdate, SelectedDeliveryOptionsUpdate, MetafieldsSet, MetafieldDelete';
    expect(refusal({ action: 'LinesExplode', inputs: {} })).toBe(
      `The cart action "LinesExplode" is not supported; use one of ${list}.`,
    );
    expect(refusal({ inputs: {} })).toBe(
      `The cart action undefined is not supported; use one of ${list}.`,
    );
  });

  it('names the place of the first problem, or cartFormInput for an unknown top-level field', () => {
    expect(refusal({ action: 'NoteUpdate' })).toMatch(/^Invalid NoteUpdate input at inputs: /);
    expect(refusal({ action: 'NoteUpdate', inputs: { note: 'n' }, extra: 1 })).toMatch(
      /^Invalid NoteUpdate input at cartFormInput: .*"extra"/,
    );
    expect(refusal({ action: 'NoteUpdate', inputs: { note: 'n', all: true } })).toMatch(
      /^Invalid NoteUpdate input at inputs: .*"all"/,
    );
  });

  it('lines to add: a variant gid, a whole quantity from 1 to 99 (1 when left out)', () => {
    const at = 'Invalid LinesAdd input at inputs.lines.0';
    expect(refusal(add({ merchandiseId: 'gid://shopify/Product/1' }))).toBe(
      `${at}.merchandiseId: merchandiseId must be a ProductVariant gid`,
    );
    expect(refusal(add({ merchandiseId: `x${VARIANT}` }))).toContain('ProductVariant gid');
    expect(refusal(add({ merchandiseId: `${VARIANT}x` }))).toContain('ProductVariant gid');
    expect(refusal(add({ merchandiseId: 'gid://shopify/ProductVariant/' }))).toContain(
      'ProductVariant gid',
    );
    expect(refusal(add({ quantity: '2' }))).toBe(`${at}.quantity: quantity must be a number`);
    expect(refusal(add({ quantity: 1.5 }))).toBe(`${at}.quantity: quantity must be a whole number`);
    expect(refusal(add({ quantity: 0 }))).toBe(`${at}.quantity: quantity must be at least 1`);
    expect(refusal(add({ quantity: 100 }))).toBe(`${at}.quantity: quantity must be at most 99`);
    accepts(add({ merchandiseId: 'gid://shopify/ProductVariant/44012345678' }));
    accepts(add({ quantity: 99 }));
    accepts(add({ quantity: 1 }));
    expect(refusal(add({ colour: 'Or' }))).toMatch(/^Invalid LinesAdd input at inputs.lines.0: /);
  });

  it('lines to add: at least one, at most 50', () => {
    const lines = (count: number) =>
      Array.from({ length: count }, () => ({ merchandiseId: VARIANT }));
    expect(refusal({ action: 'LinesAdd', inputs: { lines: [] } })).toBe(
      'Invalid LinesAdd input at inputs.lines: lines must hold at least one line',
    );
    expect(refusal({ action: 'LinesAdd', inputs: { lines: lines(51) } })).toBe(
      'Invalid LinesAdd input at inputs.lines: lines may hold at most 50 lines',
    );
    accepts({ action: 'LinesAdd', inputs: { lines: lines(50) } });
  });

  it('attributes: a key that is not blank (100 characters at most), a value of 1000, 50 of them', () => {
    const at = 'Invalid AttributesUpdateInput input at inputs.attributes';
    const attrs = (list: unknown[]) => ({
      action: 'AttributesUpdateInput',
      inputs: { attributes: list },
    });
    expect(refusal(attrs([{ key: '  ', value: 'v' }]))).toBe(
      `${at}.0.key: an attribute key must not be blank`,
    );
    expect(refusal(attrs([{ key: 'k'.repeat(101), value: 'v' }]))).toMatch(`${at}.0.key: `);
    accepts(attrs([{ key: 'k'.repeat(100), value: 'v'.repeat(1000) }]));
    expect(refusal(attrs([{ key: 'k', value: 'v'.repeat(1001) }]))).toMatch(`${at}.0.value: `);
    expect(refusal(attrs([{ key: 'k', value: 'v', extra: 1 }]))).toMatch(`${at}.0: `);
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(refusal(attrs(many(51)))).toBe(`${at}: at most 50 attributes`);
    accepts(attrs(many(50)));
    expect(parseCartFormInput(JSON.stringify(attrs([{ key: ' gift ', value: 'yes' }])))).toEqual({
      action: 'AttributesUpdateInput',
      inputs: { attributes: [{ key: 'gift', value: 'yes' }] },
    });
    expect(refusal(add({ attributes: many(51) }))).toBe(
      'Invalid LinesAdd input at inputs.lines.0.attributes: at most 50 attributes',
    );
  });

  it('buyer identity: a two-letter country in capitals, an email, a phone of 30 and a token of 200', () => {
    const at = 'Invalid BuyerIdentityUpdate input at inputs.buyerIdentity';
    const buyer = (buyerIdentity: Record<string, unknown>) => ({
      action: 'BuyerIdentityUpdate',
      inputs: { buyerIdentity },
    });
    const country = 'countryCode must be two capital letters, like FR or US';
    expect(refusal(buyer({ countryCode: 'us' }))).toBe(`${at}.countryCode: ${country}`);
    expect(refusal(buyer({ countryCode: 'USA' }))).toBe(`${at}.countryCode: ${country}`);
    expect(refusal(buyer({ countryCode: 'XUS' }))).toBe(`${at}.countryCode: ${country}`);
    expect(refusal(buyer({ email: 'camille' }))).toBe(
      `${at}.email: email must be an email address`,
    );
    expect(refusal(buyer({ phone: '1'.repeat(31) }))).toMatch(`${at}.phone: `);
    expect(refusal(buyer({ customerAccessToken: 't'.repeat(201) }))).toMatch(
      `${at}.customerAccessToken: `,
    );
    expect(refusal(buyer({ countryCode: 'US', city: 'Paris' }))).toMatch(`${at}: `);
    accepts(
      buyer({
        countryCode: 'US',
        email: 'camille@example.com',
        phone: '1'.repeat(30),
        customerAccessToken: 't'.repeat(200),
      }),
    );
    accepts(buyer({}));
  });

  it('discount codes: 20 codes of 100 characters at most, trimmed', () => {
    const codes = (discountCodes: string[]) => ({
      action: 'DiscountCodesUpdate',
      inputs: { discountCodes },
    });
    expect(refusal(codes(Array.from({ length: 21 }, (_, i) => `C${i}`)))).toBe(
      'Invalid DiscountCodesUpdate input at inputs.discountCodes: at most 20 discount codes',
    );
    accepts(codes(Array.from({ length: 20 }, (_, i) => `C${i}`)));
    expect(refusal(codes(['C'.repeat(101)]))).toMatch(
      'Invalid DiscountCodesUpdate input at inputs.discountCodes.0: ',
    );
    expect(parseCartFormInput(JSON.stringify(codes([` ${'C'.repeat(100)} `]))).inputs).toEqual({
      discountCodes: ['C'.repeat(100)],
    });
  });

  it('the note is at most 5000 characters', () => {
    expect(refusal({ action: 'NoteUpdate', inputs: { note: 'x'.repeat(5001) } })).toBe(
      'Invalid NoteUpdate input at inputs.note: the note is at most 5000 characters',
    );
    accepts({ action: 'NoteUpdate', inputs: { note: 'x'.repeat(5000) } });
  });

  it('redirectTo is a string of 2000 characters at most, kept in the input', () => {
    const note = { action: 'NoteUpdate', inputs: { note: 'n' } };
    expect(refusal({ ...note, redirectTo: `/${'p'.repeat(2000)}` })).toMatch(
      /^Invalid NoteUpdate input at redirectTo: /,
    );
    expect(
      parseCartFormInput(JSON.stringify({ ...note, redirectTo: `/${'p'.repeat(1999)}` }))
        .redirectTo,
    ).toHaveLength(2000);
  });

  it('Create takes lines, a note, attributes, discount codes and a buyer identity, all optional', () => {
    const inputs = {
      lines: [{ merchandiseId: VARIANT, quantity: 2 }],
      note: 'n',
      attributes: [{ key: 'k', value: 'v' }],
      discountCodes: ['TREIZE10'],
      buyerIdentity: { countryCode: 'FR' },
    };
    expect(parseCartFormInput(JSON.stringify({ action: 'Create', inputs }))).toEqual({
      action: 'Create',
      inputs,
    });
    accepts({ action: 'Create', inputs: {} });
    expect(refusal({ action: 'Create', inputs: { note: 'x'.repeat(5001) } })).toBe(
      'Invalid Create input at inputs.note: the note is at most 5000 characters',
    );
    expect(refusal({ action: 'Create', inputs: { lines: [] } })).toBe(
      'Invalid Create input at inputs.lines: lines must hold at least one line',
    );
  });

  it('line ids to remove: 1 to 100 ids of 1 to 300 characters', () => {
    const remove = (lineIds: string[]) => ({ action: 'LinesRemove', inputs: { lineIds } });
    const at = 'Invalid LinesRemove input at inputs.lineIds';
    expect(refusal(remove([]))).toBe(`${at}: lineIds must hold at least one id`);
    expect(refusal(remove(Array.from({ length: 101 }, (_, i) => `l${i}`)))).toMatch(`${at}: `);
    accepts(remove(Array.from({ length: 100 }, (_, i) => `l${i}`)));
    expect(refusal(remove(['']))).toBe(`${at}.0: a line id must not be empty`);
    expect(refusal(remove(['l'.repeat(301)]))).toBe(`${at}.0: a line id is at most 300 characters`);
    accepts(remove(['l'.repeat(300)]));
  });

  it('lines to update: a line id, a whole quantity from 0 to 99, a variant gid, 1 to 100 lines', () => {
    const at = 'Invalid LinesUpdate input at inputs.lines';
    expect(refusal(update({ id: '' }))).toBe(`${at}.0.id: a line id must not be empty`);
    expect(refusal(update({ quantity: 100 }))).toBe(
      `${at}.0.quantity: quantity must be at most 99`,
    );
    expect(refusal(update({ quantity: 2.5 }))).toBe(
      `${at}.0.quantity: quantity must be a whole number`,
    );
    expect(refusal(update({ merchandiseId: 'gid://shopify/Product/1' }))).toBe(
      `${at}.0.merchandiseId: merchandiseId must be a ProductVariant gid`,
    );
    expect(refusal(update({ attributes: [{ key: '', value: 'v' }] }))).toBe(
      `${at}.0.attributes.0.key: an attribute key must not be blank`,
    );
    expect(refusal(update({ colour: 'Or' }))).toMatch(`${at}.0: `);
    expect(refusal({ action: 'LinesUpdate', inputs: { lines: [] } })).toBe(
      `${at}: lines must hold at least one line`,
    );
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `l${i}`, quantity: 1 }));
    expect(refusal({ action: 'LinesUpdate', inputs: { lines: lines(101) } })).toMatch(`${at}: `);
    accepts({ action: 'LinesUpdate', inputs: { lines: lines(100) } });
    accepts(
      update({ merchandiseId: VARIANT, quantity: 99, attributes: [{ key: 'k', value: 'v' }] }),
    );
  });

  it('delivery options: at least one choice of a group and an option handle', () => {
    const choose = (selectedDeliveryOptions: unknown[]) => ({
      action: 'SelectedDeliveryOptionsUpdate',
      inputs: { selectedDeliveryOptions },
    });
    const at = 'Invalid SelectedDeliveryOptionsUpdate input at inputs.selectedDeliveryOptions';
    expect(refusal(choose([]))).toBe(
      `${at}: selectedDeliveryOptions must hold at least one choice`,
    );
    expect(refusal(choose([{ deliveryGroupId: '', deliveryOptionHandle: 'standard' }]))).toMatch(
      `${at}.0.deliveryGroupId: `,
    );
    expect(refusal(choose([{ deliveryGroupId: 'g', deliveryOptionHandle: '' }]))).toMatch(
      `${at}.0.deliveryOptionHandle: `,
    );
    expect(
      refusal(choose([{ deliveryGroupId: 'g', deliveryOptionHandle: 's', price: 0 }])),
    ).toMatch(`${at}.0: `);
    accepts(choose([{ deliveryGroupId: 'g', deliveryOptionHandle: 's' }]));
  });

  it('metafields: 1 to 25, a key of 1 to 64 characters, a type, a value of 10000 at most', () => {
    const set = (metafields: unknown[]) => ({ action: 'MetafieldsSet', inputs: { metafields } });
    const field = (part: Record<string, unknown>) => ({
      key: 'gift',
      type: 'single_line_text_field',
      value: 'v',
      ...part,
    });
    const at = 'Invalid MetafieldsSet input at inputs.metafields';
    expect(refusal(set([]))).toBe(`${at}: metafields must hold at least one metafield`);
    expect(refusal(set(Array.from({ length: 26 }, (_, i) => field({ key: `k${i}` }))))).toMatch(
      `${at}: `,
    );
    accepts(set(Array.from({ length: 25 }, (_, i) => field({ key: `k${i}` }))));
    expect(refusal(set([field({ key: '' })]))).toBe(
      `${at}.0.key: a metafield key must not be blank`,
    );
    expect(refusal(set([field({ key: 'k'.repeat(65) })]))).toMatch(`${at}.0.key: `);
    expect(refusal(set([field({ type: '' })]))).toMatch(`${at}.0.type: `);
    expect(refusal(set([field({ value: 'v'.repeat(10001) })]))).toMatch(`${at}.0.value: `);
    expect(refusal(set([field({ namespace: 'custom' })]))).toMatch(`${at}.0: `);
    accepts(set([field({ key: 'k'.repeat(64), value: 'v'.repeat(10000) })]));
  });

  it('a metafield to delete: a key of 1 to 64 characters', () => {
    const remove = (key: string) => ({ action: 'MetafieldDelete', inputs: { key } });
    expect(refusal(remove(''))).toBe(
      'Invalid MetafieldDelete input at inputs.key: the metafield key must not be blank',
    );
    expect(refusal(remove('k'.repeat(65)))).toMatch(
      'Invalid MetafieldDelete input at inputs.key: ',
    );
    accepts(remove('k'.repeat(64)));
  });
});

describe('readCartForm: the other fields of a plain form', () => {
  it('a field sent twice is a list, lineIds is always a list without blanks; redirectTo is not an input', () => {
    const payload = JSON.stringify({ action: 'AttributesUpdateInput', inputs: {} });
    expect(() =>
      readCartForm(
        form([
          ['cartFormInput', payload],
          ['attributes', 'a'],
          ['attributes', 'b'],
        ]),
      ),
    ).toThrow('Invalid AttributesUpdateInput input at inputs.attributes.0: ');
    expect(
      readCartForm(
        form([
          [
            'cartFormInput',
            JSON.stringify({ action: 'LinesRemove', inputs: { lineIds: ['old'] } }),
          ],
          ['lineIds', 'line-1'],
          ['lineIds', ''],
          ['redirectTo', '/en-us/cart'],
        ]),
      ),
    ).toEqual({
      input: { action: 'LinesRemove', inputs: { lineIds: ['line-1'] } },
      redirectTo: '/en-us/cart',
    });
  });

  it('inputs that are not an object are replaced by the fields of the form', () => {
    expect(
      readCartForm(
        form([
          ['cartFormInput', JSON.stringify({ action: 'NoteUpdate', inputs: 'x' })],
          ['note', 'Pour Camille'],
        ]),
      ).input,
    ).toEqual({ action: 'NoteUpdate', inputs: { note: 'Pour Camille' } });
    expect(
      readCartForm(
        form([
          ['cartFormInput', JSON.stringify({ action: 'NoteUpdate' })],
          ['note', 'Pour Camille'],
        ]),
      ).input,
    ).toEqual({ action: 'NoteUpdate', inputs: { note: 'Pour Camille' } });
  });

  it('a payload that is not an object is reported as such, fields or not', () => {
    for (const raw of ['[1]', 'null']) {
      expect(() =>
        readCartForm(
          form([
            ['cartFormInput', raw],
            ['note', 'x'],
          ]),
        ),
      ).toThrow('must be a JSON object with "action" and "inputs"');
    }
  });

  it('a payload that is a JSON string or number is reported as not an object, fields or not', () => {
    for (const raw of ['"LinesAdd"', '5']) {
      expect(() =>
        readCartForm(
          form([
            ['cartFormInput', raw],
            ['note', 'x'],
          ]),
        ),
      ).toThrow('must be a JSON object with "action" and "inputs"');
    }
  });

  it('keeps the inputs of the payload beside the fields of the form', () => {
    expect(
      readCartForm(
        form([
          ['cartFormInput', JSON.stringify({ action: 'Create', inputs: { note: 'n' } })],
          ['discountCodes', 'TREIZE10'],
        ]),
      ).input,
    ).toEqual({ action: 'Create', inputs: { note: 'n', discountCodes: ['TREIZE10'] } });
  });

  it('inputs that are not an object are refused when the form has no other field', () => {
    expect(() =>
      readCartForm(form([['cartFormInput', JSON.stringify({ action: 'Create', inputs: 5 })]])),
    ).toThrow(/^Invalid Create input at inputs: /);
  });

  it('a file sent with the form is not an input', () => {
    const data = form([
      ['cartFormInput', JSON.stringify({ action: 'NoteUpdate', inputs: { note: 'n' } })],
    ]);
    data.append('attachment', new Blob(['x']), 'x.txt');
    expect(readCartForm(data).input).toEqual({ action: 'NoteUpdate', inputs: { note: 'n' } });
  });

  it('fields without cartFormInput are still a missing cartFormInput', () => {
    expect(() => readCartForm(form([['note', 'x']]))).toThrow(
      'The form field "cartFormInput" is missing.',
    );
  });

  it('an empty redirectTo field falls back to the payload; no redirectTo at all leaves none', () => {
    const payload = JSON.stringify({
      action: 'NoteUpdate',
      inputs: { note: 'n' },
      redirectTo: '/en-us',
    });
    expect(
      readCartForm(
        form([
          ['cartFormInput', payload],
          ['redirectTo', ''],
        ]),
      ).redirectTo,
    ).toBe('/en-us');
    const plain = readCartForm(
      form([['cartFormInput', JSON.stringify({ action: 'NoteUpdate', inputs: { note: 'n' } })]]),
    );
    expect(plain).toEqual({ input: { action: 'NoteUpdate', inputs: { note: 'n' } } });
    expect('redirectTo' in plain).toBe(false);
  });
});
