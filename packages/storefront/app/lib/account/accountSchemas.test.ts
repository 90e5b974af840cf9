import { describe, expect, it } from 'vitest';
import { en } from '../i18n/dictionaries/en';
import { addressSchema, loginSchema, registerSchema, validate } from './accountSchemas';

const english = (result: ReturnType<typeof validate>) =>
  result.ok
    ? {}
    : Object.fromEntries(Object.entries(result.errors).map(([f, key]) => [f, en[key!]]));

describe('account schemas (behaviour §5 wording)', () => {
  it('login: both missing is one message', () => {
    expect(english(validate(loginSchema, {}))).toEqual({
      form: 'Please provide both an email address and a password.',
    });
  });

  it('register: short, missing and different passwords', () => {
    expect(english(validate(registerSchema, { email: 'a@b.fr', password: '1234567' }))).toEqual({
      password: 'Passwords must be at least 8 characters',
      passwordConfirm: 'Please re-enter the password',
    });
    expect(
      english(
        validate(registerSchema, { email: 'a@b.fr', password: '12345678', passwordConfirm: '1' }),
      ),
    ).toEqual({ passwordConfirm: 'Please provide matching passwords' });
  });

  it('address: the address line is required, names are letters', () => {
    expect(
      english(
        validate(addressSchema, {
          firstName: 'Zoé',
          lastName: '3',
          address1: ' ',
          city: 'Paris',
          zip: '75003',
          country: 'FR',
        }),
      ),
    ).toEqual({ lastName: 'Invalid last name', address1: 'You must provide an address.' });
  });

  it('address: the default flag reads the checkbox', () => {
    const result = validate(addressSchema, {
      firstName: 'Zoé',
      lastName: 'Treize',
      address1: '1 rue',
      city: 'Paris',
      zip: '75003',
      country: 'FR',
      defaultAddress: 'on',
    });
    expect(result.ok && result.data.defaultAddress).toBe(true);
  });
});

describe('every message is a dictionary key', () => {
  it('over-long fields say so in words, never a library message', () => {
    const long = 'x'.repeat(300);
    const result = validate(addressSchema, {
      firstName: 'Zoé',
      lastName: 'Treize',
      address1: '1 rue',
      city: 'Paris',
      zip: '75003',
      country: 'FR',
      company: long,
    });
    expect(english(result)).toEqual({ company: 'This field is too long' });
    expect(english(validate(loginSchema, { email: 'a@b.fr', password: long }))).toEqual({
      password:
        'Sorry. We did not recognize either your email address or password. Please try to log in again or create a new account.',
    });
  });
});
