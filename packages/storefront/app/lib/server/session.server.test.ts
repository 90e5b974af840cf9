import { describe, expect, it } from 'vitest';
import { createCartCookie, createSessionStorage } from './session.server';

/** The two cookies of the shop (behaviour §9: the session cookie lasts 30 minutes, SameSite Lax, path '/'). */
const env = (production: boolean) => ({ sessionSecret: 'test-session-secret-0123', production });

describe('the session cookie', () => {
  it('is treize_session: signed, HttpOnly, SameSite Lax, path /, 30 minutes', async () => {
    const sessions = createSessionStorage(env(false));
    const session = await sessions.getSession();
    session.set('preview', true);
    const header = await sessions.commitSession(session);
    expect(header).toMatch(/^treize_session=[^;]+\./);
    expect(header).toContain('Max-Age=1800');
    expect(header).toContain('Path=/;');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
    expect((await sessions.getSession(header.split(';')[0])).get('preview')).toBe(true);
  });

  it('is Secure in production and refuses a cookie signed with another secret', async () => {
    const sessions = createSessionStorage(env(true));
    const session = await sessions.getSession();
    session.set('preview', true);
    const header = await sessions.commitSession(session);
    expect(header).toContain('Secure');
    const other = createSessionStorage({
      sessionSecret: 'another-secret-0123456',
      production: true,
    });
    expect((await other.getSession(header.split(';')[0])).get('preview')).toBeUndefined();
  });
});

describe('the cart cookie', () => {
  it('is treize_cart: signed, HttpOnly, SameSite Lax, path /, two weeks', async () => {
    const cookie = createCartCookie(env(false));
    const header = await cookie.serialize('gid://shopify/Cart/c1');
    expect(cookie.name).toBe('treize_cart');
    expect(cookie.isSigned).toBe(true);
    expect(header).toMatch(/^treize_cart=/);
    expect(header).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
    expect(header).toContain('Path=/;');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).not.toContain('Secure');
    expect(await cookie.parse(header)).toBe('gid://shopify/Cart/c1');
    expect(await createCartCookie(env(true)).serialize('x')).toContain('Secure');
    const other = createCartCookie({ sessionSecret: 'another-secret-0123456', production: false });
    expect(await other.parse(header)).toBeNull();
  });
});
