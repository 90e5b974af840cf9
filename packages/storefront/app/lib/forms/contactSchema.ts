import { contactFieldError, MAX_FIELD_LENGTH, type ContactField } from '@treize/machines';
import type { TranslationKey } from '../i18n/dictionaries/en';
import { sameSitePath } from '../http/sameSitePath';
import { z } from '../zod';
import { MAX_PATHNAME_LENGTH } from './newsletterSchema';

/** Longest message we keep: a long letter, not a paste of a document. */
export const MAX_MESSAGE_LENGTH = 5000;
/** Longest product title or option text we keep. */
export const MAX_LABEL_LENGTH = 200;
/** The prefix of the option checkboxes' names (behaviour §3: `option_` + key + `:` + text). */
export const OPTION_PREFIX = 'option_';
/** The honeypot: a field people never see, so only robots fill it. */
export const HONEYPOT_FIELD = 'website';

const PHONE = /^\+?[0-9][0-9 ().-]{4,23}[0-9]$/;

/**
 * Every message the schema gives is one of these dictionary keys; an issue zod words itself (a
 * missing hidden field, a wrong type) is answered with `contact.fieldInvalid`, never its English.
 */
export const CONTACT_MESSAGES = new Set<TranslationKey>([
  'contact.required',
  'contact.tooLong',
  'contact.phoneInvalid',
  'contact.optionUnknown',
  'contact.fieldInvalid',
  'FIRST_NAME_INVALID',
  'LAST_NAME_INVALID',
  'EMAIL_INVALID',
]);

/** The dictionary key of a schema issue's message. */
export function contactMessageKey(message: string): TranslationKey {
  return CONTACT_MESSAGES.has(message as TranslationKey)
    ? (message as TranslationKey)
    : 'contact.fieldInvalid';
}

/** A required contact field checked with `contactFieldError`, the rule the machine uses on blur. */
const personField = (field: ContactField) =>
  z
    .string({ error: 'contact.required' })
    .trim()
    .min(1, 'contact.required')
    .max(MAX_FIELD_LENGTH, 'contact.tooLong')
    .superRefine((value, context) => {
      const code = contactFieldError(field, value);
      if (code) context.addIssue({ code: 'custom', message: code });
    });

/** One option checkbox as the form names it. */
export interface ContactOption {
  key: string;
  text: string;
}

/**
 * The contact form of behaviour §3 and §5. Messages are translation keys; the server answers them in
 * the page's language. The person fields use the machine's own rule, so what the browser lets
 * through on blur is exactly what the server accepts.
 */
export const contactSchema = z.object({
  language: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['FR', 'EN'])),
  currency: z.enum(['EUR', 'USD']),
  product: z.string().trim().max(MAX_LABEL_LENGTH, 'contact.tooLong').default(''),
  // The page the form was sent from: a path on this shop as a browser sends it, never another
  // site, nor one with characters (a space…) a browser would have encoded.
  pathname: z
    .string()
    .max(MAX_PATHNAME_LENGTH)
    .refine((value) => sameSitePath(value) === value),
  firstName: personField('firstName'),
  lastName: personField('lastName'),
  email: personField('email'),
  phone: z
    .string()
    .trim()
    .max(30, 'contact.phoneInvalid')
    .refine((value) => value === '' || PHONE.test(value), 'contact.phoneInvalid')
    .default(''),
  options: z
    .array(
      z.object(
        {
          key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'contact.optionUnknown'),
          text: z
            .string()
            .trim()
            .min(1, 'contact.optionUnknown')
            .max(MAX_LABEL_LENGTH, 'contact.optionUnknown'),
        },
        { error: 'contact.optionUnknown' },
      ),
    )
    .max(20, 'contact.optionUnknown')
    .default([]),
  textContent: z.string().trim().max(MAX_MESSAGE_LENGTH, 'contact.tooLong').default(''),
});

export type ContactRequest = z.infer<typeof contactSchema>;

/** Reads the checked options back from their field names. */
export function optionsFromFieldNames(names: Iterable<string>): ContactOption[] {
  const options: ContactOption[] = [];
  for (const name of names) {
    if (!name.startsWith(OPTION_PREFIX)) continue;
    const rest = name.slice(OPTION_PREFIX.length);
    const colon = rest.indexOf(':');
    options.push(
      colon === -1
        ? { key: rest, text: '' }
        : { key: rest.slice(0, colon), text: rest.slice(colon + 1) },
    );
  }
  return options;
}

/** The form's fields as the schema takes them (each text field once, options gathered). */
export function contactInputOf(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    language: text('language'),
    currency: text('currency'),
    product: text('product'),
    pathname: text('pathname'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    // The form names each checked option `option_key:text`; an `options` field is not ours.
    options: form.has('options') ? form.getAll('options') : optionsFromFieldNames(form.keys()),
    textContent: text('textContent'),
  };
}
