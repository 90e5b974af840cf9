import { describe, expect, it } from 'vitest';
import {
  CART_FORM_INPUT,
  cartFormValue,
  isCartAction,
  type PartialCartFormPayload,
} from './cartForm';

describe('the browser-side cart form builder (behaviour §3)', () => {
  it('writes the payload as JSON for the hidden cartFormInput field', () => {
    const value = cartFormValue({ action: 'NoteUpdate', inputs: { note: 'Pour Camille' } });
    expect(JSON.parse(value)).toEqual({ action: 'NoteUpdate', inputs: { note: 'Pour Camille' } });
  });

  it('knows the 11 action names and nothing else', () => {
    expect(isCartAction('LinesAdd')).toBe(true);
    expect(isCartAction('LinesExplode')).toBe(false);
    expect(isCartAction(3)).toBe(false);
  });

  it('refuses an unknown action or inputs that are not an object', () => {
    expect(() =>
      cartFormValue({ action: 'LinesExplode', inputs: {} } as unknown as PartialCartFormPayload),
    ).toThrow('Unknown cart action');
    expect(() =>
      cartFormValue({ action: 'NoteUpdate', inputs: [] } as unknown as PartialCartFormPayload),
    ).toThrow('must be an object');
    for (const inputs of [null, 'note', undefined])
      expect(() =>
        cartFormValue({ action: 'NoteUpdate', inputs } as unknown as PartialCartFormPayload),
      ).toThrow('The inputs of NoteUpdate must be an object');
  });

  it("names the hidden field 'cartFormInput' (behaviour §3)", () => {
    expect(CART_FORM_INPUT).toBe('cartFormInput');
  });
});
