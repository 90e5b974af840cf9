import { describe, expect, it } from 'vitest';
import { mapUserErrors } from './userErrors';

describe('Storefront API user errors → spec §8 messages', () => {
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
});
