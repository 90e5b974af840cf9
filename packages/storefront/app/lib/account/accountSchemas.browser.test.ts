import { describe, expect, it, vi } from 'vitest';
import { loginSchema, validate } from './accountSchemas';

// In the browser bundle the English dictionary is a chunk a French visitor never loads:
// the schemas must give their messages without reading it.
vi.mock('../i18n/dictionaries/en', () => ({ en: {} }));

describe('account schemas without the English dictionary', () => {
  it('still names the message of each field', () => {
    expect(validate(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'account.errors.emailInvalid' },
    });
  });
});
