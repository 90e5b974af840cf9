import type { TranslationKey } from '../i18n/dictionaries/en';
import type { FieldErrors } from './accountSchemas';

/** A `CustomerUserError` of the Storefront API. */
export interface CustomerUserError {
  code?: string | null;
  field?: string[] | null;
  message: string;
}

/** Which account operation failed: each has its own behaviour §8 message. */
export type AccountOperation =
  'login' | 'register' | 'recover' | 'reset' | 'activate' | 'update' | 'address';

const TOKEN_CODES = new Set(['TOKEN_INVALID', 'INVALID_TOKEN']);

const FORM_MESSAGE: Record<AccountOperation, TranslationKey> = {
  login: 'account.errors.loginFailed',
  register: 'account.errors.createFailed',
  recover: 'errors.somethingWentWrong',
  reset: 'account.errors.resetFailed',
  activate: 'account.errors.activateFailed',
  update: 'errors.somethingWentWrong',
  address: 'errors.somethingWentWrong',
};

/** The form field a user error names (`['address', 'zip']` → `zip`). */
const fieldOf = (error: CustomerUserError) => error.field?.at(-1) ?? null;

function fieldMessage(
  operation: AccountOperation,
  error: CustomerUserError,
): [string, TranslationKey] | null {
  const field = fieldOf(error);
  if (operation !== 'update' && operation !== 'address') return null;
  switch (field) {
    case 'firstName':
      return ['firstName', 'account.errors.firstNameInvalid'];
    case 'lastName':
      return ['lastName', 'account.errors.lastNameInvalid'];
    case 'address1':
      return ['address1', 'account.errors.addressRequired'];
    case 'zip':
      return ['zip', 'account.errors.zipInvalid'];
    case 'country':
      return ['country', 'account.errors.countryRequired'];
    case 'phone':
      return ['phone', 'account.errors.phoneInvalid'];
    case 'email':
      return [
        'email',
        error.code === 'TAKEN' ? 'account.errors.emailTaken' : 'account.errors.emailInvalid',
      ];
    case 'password':
      return ['newPassword', 'account.errors.resetFailed'];
    default:
      return null;
  }
}

/**
 * Behaviour §8: turns the Storefront API's `customerUserErrors` into the messages a shopper reads.
 * Sign-in and account creation never say which part was wrong (an attacker must not learn which
 * addresses have accounts); a bad reset or activation link says 'Wrong token…'; an expired
 * session on an edit says 'You must be logged in to edit your account.'; field problems go below
 * their field.
 */
export function mapUserErrors(
  operation: AccountOperation,
  errors: readonly CustomerUserError[],
): FieldErrors {
  const mapped: FieldErrors = {};
  for (const error of errors) {
    const code = error.code ?? '';
    if (TOKEN_CODES.has(code)) {
      if (operation === 'reset' || operation === 'activate')
        mapped.form ??= 'account.errors.wrongToken';
      else if (operation === 'update' || operation === 'address')
        mapped.form ??= 'account.errors.loginRequired';
      else mapped.form ??= FORM_MESSAGE[operation];
      continue;
    }
    if (code === 'NOT_FOUND' && operation === 'address') {
      mapped.form ??= 'account.addresses.notFound';
      continue;
    }
    const field = fieldMessage(operation, error);
    if (field) mapped[field[0]] ??= field[1];
    else mapped.form ??= FORM_MESSAGE[operation];
  }
  return mapped;
}
