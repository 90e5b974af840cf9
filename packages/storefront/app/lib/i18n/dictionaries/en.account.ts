/**
 * English words of the account pages' forms (behaviour §5: sign in, register, recover, reset, activate,
 * and the fields and errors every account form shares): the browser fetches them only for an
 * account page; the signed-in pages' own words are {@link ./en.accountArea}. The account,
 * address and error messages are the exact wording of behaviour §5 and §8. The e-mail-required message stays in {@link ./en.shop}: the newsletter
 * form on every page shows it too.
 */
export const enAccount = {
  'account.errors.emailPasswordRequired': 'Please provide both an email address and a password.',
  'account.errors.emailInvalid': 'Invalid email address',
  'account.errors.passwordRequired': 'Please enter a password',
  'account.errors.passwordConfirmRequired': 'Please re-enter the password',
  'account.errors.passwordsMismatch': 'Please provide matching passwords',
  'account.errors.passwordTooShort': 'Passwords must be at least 8 characters',
  'account.errors.currentPasswordRequired':
    'Please enter your current password before entering a new password.',
  'account.errors.firstNameInvalid': 'Invalid first name',
  'account.errors.lastNameInvalid': 'Invalid last name',
  'account.errors.addressRequired': 'You must provide an address.',
  'account.errors.loginRequired': 'You must be logged in to edit your account.',
  'account.errors.createFailed':
    'Sorry. We were not able to create an account with this email. User might already exist, try to login instead.',
  'account.errors.loginFailed':
    'Sorry. We did not recognize either your email address or password. Please try to log in again or create a new account.',
  'account.errors.activateFailed': 'Sorry. We could not activate your account.',
  'account.errors.resetFailed': 'Sorry. We could not update your password.',
  'account.errors.wrongToken': 'Wrong token. The link you followed might be wrong.',
  'account.errors.orderNotFound': 'Order cannot be located.',
  'account.errors.orderStatusRedirect': 'Error redirecting to the order status URL',
  'account.errors.passwordTooLong': 'Passwords must be at most 40 characters',
  'account.errors.phoneInvalid': 'Invalid phone number',
  'account.errors.cityRequired': 'Please enter a city',
  'account.errors.zipRequired': 'Please enter a zip code',
  'account.errors.zipInvalid': 'This zip code does not match the country',
  'account.errors.countryRequired': 'Please choose a country',
  'account.errors.emailTaken': 'Another account already uses this email address',
  'account.errors.tooManyAttempts':
    'Too many sign-in attempts. Please wait a few minutes before trying again.',
  'account.errors.formTooLarge':
    'This form is too large to be sent. Please shorten what you typed.',
  'account.errors.tooLong': 'This field is too long',
  'account.errors.fieldInvalid': 'Please check this field',
  'account.errors.notAForm':
    'This page expects its form to be sent. Please fill it in and try again.',
  'account.login.title': 'Sign in',
  'account.login.intro': 'Sign in to follow your orders and keep your addresses.',
  'account.login.submit': 'Sign in',
  'account.login.forgot': 'Forgot your password?',
  'account.login.noAccount': 'New to Atelier Treize?',
  'account.login.createAccount': 'Create an account',
  'account.register.title': 'Create an account',
  'account.register.intro': 'An account keeps your addresses and the story of your orders.',
  'account.register.submit': 'Create my account',
  'account.register.haveAccount': 'Already have an account?',
  'account.register.signIn': 'Sign in',
  'account.recover.title': 'Forgot your password?',
  'account.recover.intro':
    'Enter the email address of your account: we will send you a link to choose a new password.',
  'account.recover.submit': 'Send the link',
  'account.recover.sent':
    'If an account exists for this address, a link to choose a new password is on its way. Please check your inbox.',
  'account.recover.back': 'Back to sign in',
  'account.reset.title': 'Choose a new password',
  'account.reset.intro': 'Choose the new password of your account.',
  'account.reset.submit': 'Save my password',
  'account.activate.title': 'Activate your account',
  'account.activate.intro': 'Choose a password to activate your account.',
  'account.activate.submit': 'Activate my account',
  'account.fields.email': 'Email address',
  'account.fields.password': 'Password',
  'account.fields.passwordConfirm': 'Re-enter the password',
  'account.fields.passwordHint': 'At least 8 characters',
  'account.fields.currentPassword': 'Current password',
  'account.fields.newPassword': 'New password',
  'account.fields.newPasswordConfirm': 'Re-enter the new password',
  'account.fields.firstName': 'First name',
  'account.fields.lastName': 'Last name',
  'account.fields.phone': 'Phone',
  'account.fields.company': 'Company',
  'account.fields.address1': 'Address',
  'account.fields.address2': 'Apartment, suite',
  'account.fields.city': 'City',
  'account.fields.province': 'State / province',
  'account.fields.zip': 'Zip code',
  'account.fields.country': 'Country / region',
  'account.fields.defaultAddress': 'Use as my default address',
  'account.addresses.notFound': 'This address is no longer in your account.',
} as const;

/** The keys only account pages need in the browser (signed in or not). */
export type AccountKey = keyof typeof enAccount;
