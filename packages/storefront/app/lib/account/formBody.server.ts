/** Account forms are a few short fields: anything bigger than this is not one of ours. */
export const ACCOUNT_FORM_MAX_BYTES = 16 * 1024;

/** The body is larger than the form allows (answered 413). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The form is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body is not a form (answered 400). */
export class NotAFormError extends Error {
  constructor() {
    super('The request body is not a form.');
    this.name = 'NotAFormError';
  }
}

/**
 * Reads a urlencoded or multipart form of at most `maxBytes`, stopping as soon as the body passes
 * the limit (a lying or missing `Content-Length` does not get a larger body in).
 */
export async function readLimitedForm(
  request: Request,
  maxBytes = ACCOUNT_FORM_MAX_BYTES,
): Promise<FormData> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new BodyTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  }
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type))
    throw new NotAFormError();
  try {
    return await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'Content-Type': type },
    }).formData();
  } catch {
    throw new NotAFormError();
  }
}

/** The text fields of a form (files are not account data and are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] ??= value;
  return fields;
}
