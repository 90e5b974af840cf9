import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletterSchema';

const messagesOf = (input: Record<string, unknown>) => {
  const result = newsletterSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('newsletterSchema (behaviour §3)', () => {
  it('takes an address, trimmed, and the page it was sent from', () => {
    expect(
      newsletterSchema.parse({ email: ' ada@exemple.fr ', pathname: '/en-us/pages/savoir-faire' }),
    ).toEqual({
      email: 'ada@exemple.fr',
      pathname: '/en-us/pages/savoir-faire',
    });
  });

  it('asks for an address, and refuses one that is not one or is too long', () => {
    // The first message is the one the form shows.
    expect(messagesOf({ pathname: '/' })[0]).toBe('account.errors.emailRequired');
    expect(messagesOf({ email: '   ', pathname: '/' })[0]).toBe('account.errors.emailRequired');
    expect(messagesOf({ email: 'ada@', pathname: '/' })).toEqual(['EMAIL_INVALID']);
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.fr`;
    expect(long).toHaveLength(254);
    expect(messagesOf({ email: long, pathname: '/' })).toEqual([]);
    expect(messagesOf({ email: `a${long}`, pathname: '/' })).toContain('EMAIL_INVALID');
  });

  it('reads a path that is not a page path, or too long, as the home page', () => {
    const longest = `/${'a'.repeat(2047)}`;
    expect(newsletterSchema.parse({ email: 'ada@exemple.fr', pathname: longest }).pathname).toBe(
      longest,
    );
    for (const pathname of [undefined, 'pages/x', 'x/pages', '/pages x', '/ ', `${longest}a`]) {
      expect(newsletterSchema.parse({ email: 'ada@exemple.fr', pathname }).pathname, pathname).toBe(
        '/',
      );
    }
  });
});
