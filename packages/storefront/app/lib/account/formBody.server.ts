import { readLimitedFormData } from '../forms/limitedFormData.server';

export { BodyTooLargeError, NotAFormError } from '../forms/limitedFormData.server';

/** Account forms are a few short fields: anything bigger than this is not one of ours. */
export const ACCOUNT_FORM_MAX_BYTES = 16 * 1024;

/** Reads an account form of at most `maxBytes` (413 and 400 errors as every form of the shop). */
export function readLimitedForm(
  request: Request,
  maxBytes = ACCOUNT_FORM_MAX_BYTES,
): Promise<FormData> {
  return readLimitedFormData(request, maxBytes);
}

/** The text fields of a form (files are not account data and are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] ??= value;
  return fields;
}
