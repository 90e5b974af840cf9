import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** i18n as the browser bundle of a production build evaluates it. */
async function browserI18n() {
  vi.stubEnv('PROD', true);
  vi.stubEnv('SSR', false);
  vi.resetModules();
  return import('./i18n');
}

describe('dictionaries in the browser (issue 16: only the page language is downloaded)', () => {
  it('has no words until the page language is loaded, then only that language', async () => {
    const { createTranslate, loadDictionary } = await browserI18n();
    const french = createTranslate('FR');
    expect(french('header.cart')).toBe('Missing translation: header.cart');
    await loadDictionary('FR');
    // The translate function made before the chunk arrived picks the words up.
    expect(french('header.cart')).toBe('Panier');
    expect(createTranslate('EN')('header.cart')).toBe('Missing translation: header.cart');
    await loadDictionary('EN');
    expect(createTranslate('EN')('header.cart')).toBe('Cart');
  });

  it('keeps both on the server, where pages in either language are rendered', async () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const { createTranslate } = await import('./i18n');
    expect(createTranslate('FR')('header.cart')).toBe('Panier');
    expect(createTranslate('EN')('header.cart')).toBe('Cart');
  });
});
