import { describe, expect, it } from 'vitest';
import { CART_ACTIONS, cartFormValue } from './cartForm';
import { CartInputError, parseCartFormInput, readCartForm } from './cartForm.server';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the cart form payload (spec §3)', () => {
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
