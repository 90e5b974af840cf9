import { data } from 'react-router';
import { CommerceError } from '../commerce/client.server';
import { type Locale } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';
import type { FieldErrors } from './accountSchemas';
import { BodyTooLargeError, NotAFormError, readLimitedFormData } from '../http/bodyLimit.server';

import type { AccountActionData } from './accountTypes';

export type { AccountActionData };

/** Account forms are a few short fields: anything bigger than this is not one of ours. */
export const ACCOUNT_FORM_MAX_BYTES = 16 * 1024;

/** The text fields of a form (files are not account data and are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] ??= value;
  return fields;
}

/** Thrown by a handler to answer with field messages and a 4xx/5xx status. */
export class AccountFormError extends Error {
  constructor(
    readonly errors: FieldErrors,
    readonly status = 400,
    readonly headers?: HeadersInit,
  ) {
    super('account form error');
  }
}

/** The messages of `errors` in the locale's language. */
export function translateErrors(locale: Locale, errors: FieldErrors): Record<string, string> {
  const t = createTranslate(locale.language);
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
  );
}

export const failure = (locale: Locale, errors: FieldErrors, status = 400, headers?: HeadersInit) =>
  data<AccountActionData>(
    { ok: false, errors: translateErrors(locale, errors) },
    { status, headers },
  );

/**
 * Runs an account action on the request's form fields, turning every expected failure into an
 * answer with a message in the page's language: 413 for an oversized body, 400 for a body that is
 * not a form or a field that fails its schema, the handler's own status for API refusals, 503 when
 * the Storefront API cannot be reached in time. Nothing else is caught: a bug stays a bug.
 */
export async function runAccountAction(
  request: Request,
  locale: Locale,
  handler: (fields: Record<string, string>) => Promise<Response | ReturnType<typeof data>>,
) {
  let fields: Record<string, string>;
  try {
    fields = formFields(await readLimitedFormData(request, ACCOUNT_FORM_MAX_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return failure(locale, { form: 'account.errors.formTooLarge' }, 413);
    if (error instanceof NotAFormError)
      return failure(locale, { form: 'account.errors.notAForm' }, 400);
    throw error;
  }
  try {
    return await handler(fields);
  } catch (error) {
    if (error instanceof AccountFormError)
      return failure(locale, error.errors, error.status, error.headers);
    if (error instanceof CommerceError) {
      console.error(`[account] ${error.message}`);
      return failure(locale, { form: 'errors.somethingWentWrong' }, 503);
    }
    throw error;
  }
}
