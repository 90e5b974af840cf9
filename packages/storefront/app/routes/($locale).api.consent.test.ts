import { describe, expect, it } from 'vitest';
import { routeArgs } from '../test/fakes';
import { action, loader } from './($locale).api.consent';

function post(body: string, locale?: string, headers: Record<string, string> = {}) {
  return action(
    routeArgs(
      `${locale ? `/${locale}` : ''}/api/consent`,
      { locale },
      {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      },
    ),
  ) as Promise<Response | { data: { error: string }; init: ResponseInit | null }>;
}

describe('POST /api/consent, the notice without JavaScript (behaviour §4, §9)', () => {
  it('records accepted for 7 days and returns to the page', async () => {
    const response = (await post(
      'choice=accepted&redirectTo=%2Fen-us%2Fproducts%2Fa%3Fx%3D1',
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en-us/products/a?x=1');
    expect(response.headers.get('Set-Cookie')).toBe(
      'privacyPolicy=accepted; Max-Age=604800; Path=/; SameSite=Lax',
    );
  });

  it('records refused for 5 minutes and returns to the locale home without a return path', async () => {
    const response = (await post('choice=refused', 'en-fr')) as Response;
    expect(response.headers.get('Location')).toBe('/en-fr');
    expect(response.headers.get('Set-Cookie')).toBe(
      'privacyPolicy=refused; Max-Age=300; Path=/; SameSite=Lax',
    );
  });

  it('refuses any other choice with a message in the page language, setting nothing', async () => {
    const fr = await post('choice=yes');
    expect(fr).toMatchObject({
      data: { error: 'Choisissez « Accepter » ou « Refuser » dans le bandeau des cookies.' },
      init: { status: 400 },
    });
    const en = await post('choice=', 'en-us');
    expect(en).toMatchObject({
      data: { error: 'Choose "Accept" or "Refuse" in the cookie notice.' },
      init: { status: 400 },
    });
  });

  it.each([
    '//evil.test/x',
    'https://evil.test/',
    '/\\evil.test',
    '/\t/evil.example',
    '/%09/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/\r\n/evil.example',
    '/\r\nSet-Cookie: x=1',
    '/\u3000/evil.example',
    '\u3000//evil.example',
  ])('keeps the choice and returns to the locale home instead of %j', async (target) => {
    const response = (await post(
      `choice=accepted&redirectTo=${encodeURIComponent(target)}`,
      'en-us',
    )) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get('Location')!;
    expect(new URL(location, 'https://shop.test').origin).toBe('https://shop.test');
    expect(location.startsWith('//')).toBe(false);
    expect(response.headers.get('Set-Cookie')).toMatch(/^privacyPolicy=accepted;/);
  });

  it('a return path with a full-width space stays on the page, encoded', async () => {
    const response = (await post(
      `choice=accepted&redirectTo=${encodeURIComponent('/en-us/bague\u3000or')}`,
    )) as Response;
    expect(response.headers.get('Location')).toBe('/en-us/bague%E3%80%80or');
  });

  it('answers 413 to a body over 4 KB', async () => {
    const response = await post(`choice=accepted&redirectTo=/${'a'.repeat(5000)}`);
    expect(response).toMatchObject({
      data: { error: 'Cette demande est trop volumineuse.' },
      init: { status: 413 },
    });
  });

  it('answers GET with 405 and what to do', () => {
    const answer = loader(routeArgs('/en-us/api/consent', { locale: 'en-us' }));
    expect(answer).toMatchObject({ init: { status: 405, headers: { Allow: 'POST' } } });
  });

  it('is a 404 under an unknown locale prefix', async () => {
    await expect(post('choice=accepted', 'xx-yy')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
