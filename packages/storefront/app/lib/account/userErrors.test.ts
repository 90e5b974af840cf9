import { describe, expect, it } from 'vitest';
import { mapUserErrors } from './userErrors';

describe('Storefront API user errors → behaviour §8 messages', () => {
  it('login and register never say which part was wrong', () => {
    expect(
      mapUserErrors('login', [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'x' }]),
    ).toEqual({ form: 'account.errors.loginFailed' });
    expect(
      mapUserErrors('register', [{ code: 'TAKEN', field: ['input', 'email'], message: 'x' }]),
    ).toEqual({ form: 'account.errors.createFailed' });
  });

  it('a bad link token is "Wrong token"; other refusals their own message', () => {
    expect(mapUserErrors('reset', [{ code: 'TOKEN_INVALID', field: null, message: 'x' }])).toEqual({
      form: 'account.errors.wrongToken',
    });
    expect(
      mapUserErrors('reset', [{ code: 'TOO_SHORT', field: ['password'], message: 'x' }]),
    ).toEqual({ form: 'account.errors.resetFailed' });
    expect(
      mapUserErrors('activate', [{ code: 'ALREADY_ENABLED', field: null, message: 'x' }]),
    ).toEqual({ form: 'account.errors.activateFailed' });
  });

  it('an expired token on an edit asks to log in; field errors go below their field', () => {
    expect(
      mapUserErrors('address', [
        { code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: 'x' },
      ]),
    ).toEqual({ form: 'account.errors.loginRequired' });
    expect(
      mapUserErrors('address', [
        { code: 'INVALID', field: ['address', 'zip'], message: 'x' },
        { code: 'CONTAINS_URL', field: ['address', 'lastName'], message: 'x' },
      ]),
    ).toEqual({ zip: 'account.errors.zipInvalid', lastName: 'account.errors.lastNameInvalid' });
    expect(
      mapUserErrors('update', [{ code: 'TAKEN', field: ['customer', 'email'], message: 'x' }]),
    ).toEqual({ email: 'account.errors.emailTaken' });
  });

  it.each([
    [
      'firstName',
      ['customer', 'firstName'],
      'INVALID',
      { firstName: 'account.errors.firstNameInvalid' },
    ],
    ['firstName alone', ['firstName'], 'INVALID', { firstName: 'account.errors.firstNameInvalid' }],
    ['address1', ['address', 'address1'], 'BLANK', { address1: 'account.errors.addressRequired' }],
    ['country', ['address', 'country'], 'BLANK', { country: 'account.errors.countryRequired' }],
    ['phone', ['address', 'phone'], 'INVALID', { phone: 'account.errors.phoneInvalid' }],
    ['email', ['customer', 'email'], 'INVALID', { email: 'account.errors.emailInvalid' }],
    [
      'password',
      ['customer', 'password'],
      'TOO_SHORT',
      { newPassword: 'account.errors.resetFailed' },
    ],
    ['an unknown field', ['address', 'company'], 'INVALID', { form: 'errors.somethingWentWrong' }],
  ])('on an edit, puts a %s error below its field', (_, field, code, expected) => {
    expect(mapUserErrors('update', [{ code, field, message: 'x' }])).toEqual(expected);
  });

  it.each([
    ['activate', 'INVALID_TOKEN', 'account.errors.wrongToken'],
    ['reset', 'INVALID_TOKEN', 'account.errors.wrongToken'],
    ['update', 'TOKEN_INVALID', 'account.errors.loginRequired'],
    ['recover', 'TOKEN_INVALID', 'errors.somethingWentWrong'],
    ['login', 'INVALID_TOKEN', 'account.errors.loginFailed'],
  ] as const)('answers a bad token on %s with %s', (operation, code, form) => {
    expect(mapUserErrors(operation, [{ code, field: null, message: 'x' }])).toEqual({ form });
  });

  it('says an address that is gone was not found, and keeps the first form message', () => {
    expect(
      mapUserErrors('address', [
        { code: 'NOT_FOUND', field: ['id'], message: 'x' },
        { code: 'TOKEN_INVALID', field: null, message: 'x' },
      ]),
    ).toEqual({ form: 'account.addresses.notFound' });
    expect(mapUserErrors('update', [{ code: 'NOT_FOUND', field: null, message: 'x' }])).toEqual({
      form: 'errors.somethingWentWrong',
    });
    expect(
      mapUserErrors('update', [{ code: null, field: ['address', 'zip'], message: 'x' }]),
    ).toEqual({
      zip: 'account.errors.zipInvalid',
    });
    expect(
      mapUserErrors('address', [
        { code: 'INVALID', field: ['address', 'zip'], message: 'x' },
        { code: 'BLANK', field: ['address', 'zip'], message: 'x' },
        { code: 'UNKNOWN', field: null, message: 'x' },
      ]),
    ).toEqual({ zip: 'account.errors.zipInvalid', form: 'errors.somethingWentWrong' });
  });
});
