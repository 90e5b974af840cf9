import { describe, expect, it } from 'vitest';
import { contactSchema, optionsFromFieldNames } from './contactSchema';

const valid = {
  language: 'fr',
  currency: 'EUR',
  pathname: '/products/comete',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@exemple.fr',
};

/** The messages the schema gives for one field of `input`, in order. */
function messagesFor(input: Record<string, unknown>, field: string): string[] {
  const result = contactSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('contactSchema (behaviour §3, §5)', () => {
  it('takes a minimal request and fills what the shopper left out', () => {
    expect(contactSchema.parse(valid)).toEqual({
      ...valid,
      language: 'FR',
      product: '',
      phone: '',
      options: [],
      textContent: '',
    });
  });

  it('reads the language whatever its case and spacing, and only French or English', () => {
    expect(contactSchema.parse({ ...valid, language: ' en ' }).language).toBe('EN');
    expect(contactSchema.safeParse({ ...valid, language: 'de' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, currency: 'GBP' }).success).toBe(false);
  });

  it('asks for each person field, refuses one too long, and uses the machine’s codes', () => {
    for (const field of ['firstName', 'lastName', 'email']) {
      expect(messagesFor({ ...valid, [field]: undefined }, field)).toEqual(['contact.required']);
      expect(messagesFor({ ...valid, [field]: '   ' }, field)).toEqual(['contact.required']);
    }
    expect(messagesFor({ ...valid, firstName: 'A'.repeat(255) }, 'firstName')).toEqual([
      'contact.tooLong',
      'FIRST_NAME_INVALID',
    ]);
    expect(messagesFor({ ...valid, firstName: 'Ada3' }, 'firstName')).toEqual([
      'FIRST_NAME_INVALID',
    ]);
    expect(messagesFor({ ...valid, lastName: '<b>' }, 'lastName')).toEqual(['LAST_NAME_INVALID']);
    expect(messagesFor({ ...valid, email: 'ada@' }, 'email')).toEqual(['EMAIL_INVALID']);
    expect(contactSchema.parse({ ...valid, firstName: '  Ada  ' }).firstName).toBe('Ada');
  });

  it('takes a phone in the usual ways of writing one, or none', () => {
    for (const phone of ['', '0612345678', '+33 6 12 34 56 78', '06.12.34.56.78']) {
      expect(messagesFor({ ...valid, phone }, 'phone'), phone).toEqual([]);
    }
    expect(contactSchema.parse({ ...valid, phone: ' 0612345678 ' }).phone).toBe('0612345678');
  });

  it('refuses a phone with letters, loose signs at either end, or too many digits', () => {
    for (const phone of [
      'abc',
      'x0612345678',
      '0612345678x',
      '++33612345678',
      '+33 6 12 34 56 7-',
      '12345',
    ]) {
      expect(messagesFor({ ...valid, phone }, 'phone'), phone).toEqual(['contact.phoneInvalid']);
    }
    const tooLong = '0'.repeat(31);
    expect(messagesFor({ ...valid, phone: tooLong }, 'phone')).toEqual([
      'contact.phoneInvalid',
      'contact.phoneInvalid',
    ]);
  });

  it('keeps the product and message trimmed, within 200 and 5000 characters', () => {
    const parsed = contactSchema.parse({
      ...valid,
      product: '  Boucles Lune  ',
      textContent: '  Bonjour  ',
    });
    expect(parsed.product).toBe('Boucles Lune');
    expect(parsed.textContent).toBe('Bonjour');
    expect(messagesFor({ ...valid, product: 'a'.repeat(201) }, 'product')).toEqual([
      'contact.tooLong',
    ]);
    expect(messagesFor({ ...valid, product: 'a'.repeat(200) }, 'product')).toEqual([]);
    expect(messagesFor({ ...valid, textContent: 'a'.repeat(5001) }, 'textContent')).toEqual([
      'contact.tooLong',
    ]);
    expect(messagesFor({ ...valid, textContent: 'a'.repeat(5000) }, 'textContent')).toEqual([]);
  });

  it('takes a page path without spaces only', () => {
    expect(
      contactSchema.safeParse({ ...valid, pathname: '/en-us/products/comete?x=1' }).success,
    ).toBe(true);
    for (const pathname of ['products/comete', '/products/comete lune', `/${'a'.repeat(2048)}`]) {
      expect(contactSchema.safeParse({ ...valid, pathname }).success, pathname).toBe(false);
    }
  });

  it('takes up to 20 options with known-looking keys and a label each', () => {
    const option = (key: string, text = 'Taille 52') => ({ key, text });
    expect(
      contactSchema.parse({ ...valid, options: [option('size_eu-1', '  Or rose  ')] }).options,
    ).toEqual([{ key: 'size_eu-1', text: 'Or rose' }]);
    for (const key of ['', 'tour de doigt', '!size', 'size!', 'k'.repeat(65)]) {
      expect(messagesFor({ ...valid, options: [option(key)] }, 'options'), key).toEqual([
        'contact.optionUnknown',
      ]);
    }
    expect(messagesFor({ ...valid, options: [option('k'.repeat(64))] }, 'options')).toEqual([]);
    expect(
      messagesFor({ ...valid, options: [option('size', 'a'.repeat(201))] }, 'options'),
    ).toEqual(['contact.optionUnknown']);
    expect(contactSchema.safeParse({ ...valid, options: [option('size', '  ')] }).success).toBe(
      false,
    );
    const many = Array.from({ length: 21 }, (_, index) => option(`k${index}`));
    expect(messagesFor({ ...valid, options: many }, 'options')).toEqual(['contact.optionUnknown']);
    expect(messagesFor({ ...valid, options: many.slice(0, 20) }, 'options')).toEqual([]);
  });
});

describe('optionsFromFieldNames', () => {
  it('reads key and label from `option_` + key + `:` + label, and skips other fields', () => {
    expect(
      optionsFromFieldNames([
        'firstName',
        'option_size:Taille 52',
        'option_gift',
        'option_note:a:b',
        'xoption_size:1',
      ]),
    ).toEqual([
      { key: 'size', text: 'Taille 52' },
      { key: 'gift', text: '' },
      { key: 'note', text: 'a:b' },
    ]);
  });
});
