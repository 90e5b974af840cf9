import { describe, expect, it } from 'vitest';
import { en } from '../i18n/dictionaries/en';
import {
  addressSchema,
  editSchema,
  loginSchema,
  recoverSchema,
  registerSchema,
  setPasswordSchema,
  validate,
} from './accountSchemas';

// Each rule of the account forms, field by field, in the words a shopper reads (English
// dictionary; behaviour §5 wording where the spec has it). The route tests check the same forms end to
// end against the emulator; these pin every rule where a change to it shows at once.

const words = (result: ReturnType<typeof validate>) =>
  result.ok
    ? 'ok'
    : Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, en[key!]]));

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Camille',
  lastName: 'Treize',
  address1: '13 rue des Étoiles',
  city: 'Paris',
  zip: '75003',
  country: 'FR',
  ...overrides,
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  email: 'camille@example.com',
  ...overrides,
});

describe('sign-in', () => {
  it('asks for what is missing, field by field, once one of the two is given', () => {
    expect(words(validate(loginSchema, { password: 'x' }))).toEqual({
      email: 'Please enter an email address',
    });
    expect(words(validate(loginSchema, { email: 'a@b.fr' }))).toEqual({
      password: 'Please enter a password',
    });
    expect(words(validate(loginSchema, { email: 'pas-un-mail', password: 'x' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(words(validate(loginSchema, { email: '  a@b.fr ', password: 'x' }))).toBe('ok');
  });

  it('drops a return path too long to be the shop’s, without an error', () => {
    const long = validate(loginSchema, {
      email: 'a@b.fr',
      password: 'x',
      redirectTo: `/${'a'.repeat(500)}`,
    });
    expect(long.ok && long.data.redirectTo).toBeUndefined();
    const short = validate(loginSchema, { email: 'a@b.fr', password: 'x', redirectTo: '/cart' });
    expect(short.ok && short.data.redirectTo).toBe('/cart');
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['a@b.fr', 'ok'],
    ['prénom.nom@atelier-treize.fr', 'ok'],
    ['a@b', 'Invalid email address'],
    ['@b.fr', 'Invalid email address'],
    ['a@.fr', 'Invalid email address'],
    ['a b@c.fr', 'Invalid email address'],
    ['a@b.fr x', 'Invalid email address'],
    ['x a@b.fr', 'Invalid email address'],
    ['', 'Please enter an email address'],
  ])('%j → %s', (email, expected) => {
    const result = words(validate(recoverSchema, { email }));
    expect(result === 'ok' ? 'ok' : result.email).toBe(expected);
  });

  it('refuses more than 254 characters as invalid', () => {
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(254 - 64 - 1 - 3)}.fr`;
    expect(at254).toHaveLength(254);
    expect(words(validate(recoverSchema, { email: at254 }))).toBe('ok');
    expect(words(validate(recoverSchema, { email: `a${at254}` }))).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('choosing a password (register, reset, activate)', () => {
  it('needs 8 to 40 characters and the same twice', () => {
    const choose = (password: string, passwordConfirm = password) =>
      words(validate(setPasswordSchema, { password, passwordConfirm }));
    expect(choose('1234567')).toEqual({ password: 'Passwords must be at least 8 characters' });
    expect(choose('12345678')).toBe('ok');
    expect(choose('a'.repeat(40))).toBe('ok');
    expect(choose('a'.repeat(41))).toEqual({ password: en['account.errors.passwordTooLong'] });
    expect(choose('12345678', '12345679')).toEqual({
      passwordConfirm: 'Please provide matching passwords',
    });
    expect(words(validate(setPasswordSchema, {}))).toEqual({
      password: 'Please enter a password',
      passwordConfirm: 'Please re-enter the password',
    });
  });

  it('register needs the e-mail too', () => {
    expect(
      words(validate(registerSchema, { password: '12345678', passwordConfirm: '12345678' })),
    ).toEqual({ email: 'Please enter an email address' });
  });
});

describe('profile edit (behaviour §5)', () => {
  it('keeps a profile without a password change as it is', () => {
    expect(words(validate(editSchema, profile({ firstName: '', lastName: '' })))).toBe('ok');
  });

  it('a new password needs the current one, 8 characters and the same twice', () => {
    expect(
      words(validate(editSchema, profile({ newPassword: '1234567', newPasswordConfirm: '' }))),
    ).toEqual({
      currentPassword: 'Please enter your current password before entering a new password.',
      newPassword: 'Passwords must be at least 8 characters',
      newPasswordConfirm: 'Please re-enter the password',
    });
    expect(
      words(
        validate(
          editSchema,
          profile({
            currentPassword: 'ancien-13',
            newPassword: '12345678',
            newPasswordConfirm: '12345679',
          }),
        ),
      ),
    ).toEqual({ newPasswordConfirm: 'Please provide matching passwords' });
    expect(
      words(
        validate(
          editSchema,
          profile({
            currentPassword: 'ancien-13',
            newPassword: '12345678',
            newPasswordConfirm: '12345678',
          }),
        ),
      ),
    ).toBe('ok');
  });

  it.each([
    [{ firstName: 'Inès' }, 'ok'],
    [{ lastName: 'd’Orsay-Léger' }, 'ok'],
    [{ firstName: 'Ada 2' }, 'firstName'],
    [{ lastName: 'x<y' }, 'lastName'],
    [{ firstName: 'a'.repeat(101) }, 'firstName'],
    [{ phone: '+33 6 12 34 56 78' }, 'ok'],
    [{ phone: '(01) 42.00-13' }, 'ok'],
    [{ phone: '12345' }, 'phone'],
    [{ phone: 'appelez-moi' }, 'phone'],
    [{ phone: '0612345678 poste 13' }, 'phone'],
  ])('%o → %s', (fields, field) => {
    const result = words(validate(editSchema, profile(fields)));
    expect(result === 'ok' ? 'ok' : Object.keys(result)).toEqual(field === 'ok' ? 'ok' : [field]);
  });
});

describe('addresses (behaviour §3 fields)', () => {
  it('accepts a whole address and reads the default checkbox', () => {
    const result = validate(addressSchema, address({ phone: '', defaultAddress: 'on' }));
    expect(result.ok && result.data).toMatchObject({
      firstName: 'Camille',
      company: '',
      address2: '',
      province: '',
      phone: '',
      defaultAddress: true,
    });
  });

  it.each([
    [{ firstName: '' }, { firstName: 'Invalid first name' }],
    [{ firstName: undefined }, { firstName: 'Invalid first name' }],
    [{ lastName: 'http://spam' }, { lastName: 'Invalid last name' }],
    [{ address1: '' }, { address1: 'You must provide an address.' }],
    [{ address1: 'a'.repeat(201) }, { address1: 'You must provide an address.' }],
    [{ city: '' }, { city: en['account.errors.cityRequired'] }],
    [{ city: 'a'.repeat(101) }, { city: en['account.errors.tooLong'] }],
    [{ zip: ' ' }, { zip: en['account.errors.zipRequired'] }],
    [{ zip: '1'.repeat(21) }, { zip: en['account.errors.zipInvalid'] }],
    [{ country: 'XX' }, { country: en['account.errors.countryRequired'] }],
    [{ company: 'a'.repeat(101) }, { company: en['account.errors.tooLong'] }],
    [{ phone: '12' }, { phone: en['account.errors.phoneInvalid'] }],
  ])('%o → %o', (fields, expected) => {
    expect(words(validate(addressSchema, address(fields)))).toEqual(expected);
  });

  it.each([
    [{ address1: undefined }, { address1: 'You must provide an address.' }],
    [{ city: undefined }, { city: en['account.errors.cityRequired'] }],
    [{ zip: undefined }, { zip: en['account.errors.zipRequired'] }],
  ])('a form without the field at all: %o → %o', (fields, expected) => {
    expect(words(validate(addressSchema, address(fields)))).toEqual(expected);
  });

  it.each([
    ['0123456789', true],
    ['+33 1 23 45 67 89', true],
    ['(01) 23-45.67', true],
    ['123456', true],
    ['12345', false],
    ['1'.repeat(31), false],
    ['abc 01 23 45 67', false],
    ['01 23 45 67 89 x', false],
    ['++33123456789', false],
  ])('a phone %s is accepted: %s (address and profile)', (phone, accepted) => {
    const invalid = { phone: en['account.errors.phoneInvalid'] };
    expect(words(validate(addressSchema, address({ phone })))).toEqual(
      accepted ? 'ok' : phone.length > 30 ? { phone: en['account.errors.tooLong'] } : invalid,
    );
    expect(words(validate(editSchema, profile({ phone })))).toEqual(
      accepted ? 'ok' : phone.length > 30 ? { phone: en['account.errors.tooLong'] } : invalid,
    );
  });

  it.each([
    ['on', true],
    ['true', true],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('the default checkbox sent as %o is %s', (defaultAddress, expected) => {
    const result = validate(addressSchema, address({ defaultAddress }));
    expect(result).toMatchObject({ ok: true, data: { defaultAddress: expected } });
  });

  it('trims what the shopper typed', () => {
    const result = validate(addressSchema, address({ city: '  Lyon ', zip: ' 69001 ' }));
    expect(result.ok && [result.data.city, result.data.zip]).toEqual(['Lyon', '69001']);
  });
});
