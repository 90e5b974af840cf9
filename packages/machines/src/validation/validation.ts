/** Error code shown under the first-name field (behaviour §5, contact form). */
export const FIRST_NAME_INVALID = 'FIRST_NAME_INVALID';
/** Error code shown under the last-name field (behaviour §5, contact form). */
export const LAST_NAME_INVALID = 'LAST_NAME_INVALID';
/** Error code shown under an email field (behaviour §5, contact and newsletter forms). */
export const EMAIL_INVALID = 'EMAIL_INVALID';

/** One of the field error codes of behaviour §5. */
export type FieldErrorCode =
  typeof FIRST_NAME_INVALID | typeof LAST_NAME_INVALID | typeof EMAIL_INVALID;

/** Longest name or email we accept; longer input is a paste accident, not a person. */
export const MAX_FIELD_LENGTH = 254;

/**
 * `local@domain.tld` in the characters real mailboxes use: letters and digits of any script and
 * RFC 5322's atext symbols in dot-separated local parts; letters, digits and inner hyphens in
 * domain labels. Control and invisible characters (NUL, bidirectional overrides such as U+202E),
 * spaces, quotes and angle brackets never pass, so `<script>` cannot hide in an address.
 */
const EMAIL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${EMAIL_LABEL}\\.)+\\p{L}[\\p{L}\\p{N}-]*[\\p{L}\\p{N}]$`,
  'u',
);
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;

/** True for a plausible address `local@domain.tld` (what `type="email"` accepts, plus a dot). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_FIELD_LENGTH && EMAIL_PATTERN.test(email);
}

/** True for a person's name: letters in any script, with spaces, hyphens, apostrophes, dots. */
export function isValidName(value: string): boolean {
  const name = value.trim();
  return name.length <= MAX_FIELD_LENGTH && NAME_PATTERN.test(name);
}
