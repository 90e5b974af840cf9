import { isValidEmail } from '@treize/machines';
import { z } from '../zod';
import type { TranslationKey } from '../i18n/dictionaries/en';
import { ADDRESS_COUNTRIES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './accountFields';

export { ADDRESS_COUNTRIES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

// One schema per account form, used twice: by the browser before it sends (a convenience) and by
// the action on the server (the check that counts). Every message is a dictionary key, so each side
// shows it in the page's language (behaviour §5 wording in English, French beside it).

type Message = TranslationKey;
/**
 * Every message these schemas can give. Checked against this list rather than the English
 * dictionary, which the browser bundle must not carry (one language per visitor).
 */
const MESSAGES = new Set<string>();
const msg = (key: Message) => {
  MESSAGES.add(key);
  return key;
};

/** Letters (any script), spaces, apostrophes, dots and hyphens: what a person's name is made of. */
const NAME = /^[\p{L}\p{M}' .’-]+$/u;

/** A trimmed text field that may be absent from the form. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('account.errors.tooLong'))
    .optional()
    .transform((value) => value ?? '');

const email = z
  .string({ error: msg('account.errors.emailRequired') })
  .trim()
  .min(1, msg('account.errors.emailRequired'))
  .max(254, msg('account.errors.emailInvalid'))
  .refine(isValidEmail, msg('account.errors.emailInvalid'));

const newPassword = z
  .string({ error: msg('account.errors.passwordRequired') })
  .min(1, msg('account.errors.passwordRequired'))
  .min(MIN_PASSWORD_LENGTH, msg('account.errors.passwordTooShort'))
  .max(MAX_PASSWORD_LENGTH, msg('account.errors.passwordTooLong'));

const passwordConfirm = z
  .string({ error: msg('account.errors.passwordConfirmRequired') })
  .min(1, msg('account.errors.passwordConfirmRequired'));

const optionalName = (key: Message) =>
  text(100).refine((value) => value === '' || NAME.test(value), key);
const requiredName = (key: Message) =>
  z.string({ error: key }).trim().min(1, key).max(100, key).regex(NAME, key);

/** Adds 'Please provide matching passwords' under the re-entered password when they differ. */
function matching<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirm: string,
) {
  return schema.superRefine((value, ctx) => {
    const first = value[password];
    const second = value[confirm];
    if (
      typeof first === 'string' &&
      typeof second === 'string' &&
      second !== '' &&
      first !== second
    )
      ctx.addIssue({
        code: 'custom',
        path: [confirm],
        message: msg('account.errors.passwordsMismatch'),
      });
  });
}

/** Sign-in: both empty is one form message (behaviour §5); otherwise each field says what is wrong. */
export const loginSchema = z
  .object({
    email: z.string().trim().max(254, msg('account.errors.emailInvalid')).optional().default(''),
    password: z.string().max(200, msg('account.errors.loginFailed')).optional().default(''),
    // A return path too long to be ours is dropped, not an error the shopper can act on.
    redirectTo: z.string().max(500).optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.password) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: msg('account.errors.emailPasswordRequired'),
      });
      return;
    }
    if (!value.email)
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: msg('account.errors.emailRequired'),
      });
    else if (!isValidEmail(value.email))
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: msg('account.errors.emailInvalid'),
      });
    if (!value.password)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: msg('account.errors.passwordRequired'),
      });
  });

export const registerSchema = matching(
  z.object({ email, password: newPassword, passwordConfirm }),
  'password',
  'passwordConfirm',
);

export const recoverSchema = z.object({ email });

/** Reset and activation both choose a password from an emailed link. */
export const setPasswordSchema = matching(
  z.object({ password: newPassword, passwordConfirm }),
  'password',
  'passwordConfirm',
);

/** Profile edit: a new password needs the current one first (behaviour §5). */
export const editSchema = z
  .object({
    firstName: optionalName(msg('account.errors.firstNameInvalid')),
    lastName: optionalName(msg('account.errors.lastNameInvalid')),
    email,
    phone: text(30).refine(
      (value) => value === '' || /^\+?[0-9 ().-]{6,30}$/.test(value),
      msg('account.errors.phoneInvalid'),
    ),
    currentPassword: z.string().max(200, msg('account.errors.resetFailed')).optional().default(''),
    newPassword: z
      .string()
      .max(MAX_PASSWORD_LENGTH, msg('account.errors.passwordTooLong'))
      .optional()
      .default(''),
    newPasswordConfirm: z
      .string()
      .max(200, msg('account.errors.passwordsMismatch'))
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.newPassword) return;
    if (!value.currentPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: msg('account.errors.currentPasswordRequired'),
      });
    if (value.newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: msg('account.errors.passwordTooShort'),
      });
    if (!value.newPasswordConfirm)
      ctx.addIssue({
        code: 'custom',
        path: ['newPasswordConfirm'],
        message: msg('account.errors.passwordConfirmRequired'),
      });
    else if (value.newPasswordConfirm !== value.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['newPasswordConfirm'],
        message: msg('account.errors.passwordsMismatch'),
      });
  });

/** The behaviour §3 address fields. */
export const addressSchema = z.object({
  firstName: requiredName(msg('account.errors.firstNameInvalid')),
  lastName: requiredName(msg('account.errors.lastNameInvalid')),
  company: text(100),
  address1: z
    .string({ error: msg('account.errors.addressRequired') })
    .trim()
    .min(1, msg('account.errors.addressRequired'))
    .max(200, msg('account.errors.addressRequired')),
  address2: text(200),
  city: z
    .string({ error: msg('account.errors.cityRequired') })
    .trim()
    .min(1, msg('account.errors.cityRequired'))
    .max(100, msg('account.errors.tooLong')),
  province: text(100),
  zip: z
    .string({ error: msg('account.errors.zipRequired') })
    .trim()
    .min(1, msg('account.errors.zipRequired'))
    .max(20, msg('account.errors.zipInvalid')),
  country: z.enum(ADDRESS_COUNTRIES, { error: msg('account.errors.countryRequired') }),
  phone: text(30).refine(
    (value) => value === '' || /^\+?[0-9 ().-]{6,30}$/.test(value),
    msg('account.errors.phoneInvalid'),
  ),
  defaultAddress: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
});

export type AddressValues = z.output<typeof addressSchema>;

/** Each account form's schema, by the name a form asks for it in the browser. */
export const accountSchemas = {
  login: loginSchema,
  register: registerSchema,
  recover: recoverSchema,
  setPassword: setPasswordSchema,
  edit: editSchema,
  address: addressSchema,
} as const;

export type AccountSchemaName = keyof typeof accountSchemas;

/** Field name → message key, plus `form` for a message about the whole form. */
export type FieldErrors = Partial<Record<string, Message>>;

/**
 * The first message of each field of a failed parse (`form` for object-level issues), or the
 * parsed values.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length === 0 ? 'form' : String(issue.path[0]);
    // Every message of these schemas is a dictionary key; anything else is a generic one.
    const key = MESSAGES.has(issue.message)
      ? (issue.message as Message)
      : 'account.errors.fieldInvalid';
    errors[field] ??= key;
  }
  return { ok: false, errors };
}
