import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from './dictionaries/fr';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** i18n as the browser bundle of a production build evaluates it. */
async function browserI18n() {
  vi.stubEnv('PROD', true);
  vi.stubEnv('SSR', false);
  vi.resetModules();
  return import('./translate');
}

describe('dictionaries in the browser (only the page language is downloaded)', () => {
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

  it('fetches the account words apart, only when asked, and each part once', async () => {
    const { createTranslate, loadDictionary } = await browserI18n();
    const french = createTranslate('FR');
    await loadDictionary('FR');
    expect(french('account.login.title')).toBe('Missing translation: account.login.title');
    // The newsletter form on every page says this one: it is a shop word.
    expect(french('account.errors.emailRequired')).toBe('Veuillez saisir une adresse e-mail');
    await Promise.all([loadDictionary('FR', 'account'), loadDictionary('FR', 'account')]);
    expect(french('account.login.title')).toBe(fr['account.login.title']);
    expect(french('header.cart')).toBe('Panier');
    expect(createTranslate('EN')('account.login.title')).toMatch(/^Missing translation/);
  });

  it('keeps both on the server, where pages in either language are rendered', async () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const { createTranslate } = await import('./translate');
    expect(createTranslate('FR')('header.cart')).toBe('Panier');
    expect(createTranslate('EN')('header.cart')).toBe('Cart');
  });
});

describe('the dictionary parts a page needs', () => {
  it('adds the account forms’ words on account pages only, in every locale', async () => {
    const { dictionaryPartsFor } = await import('./translate');
    for (const path of [
      '/account/login',
      '/en-us/account/register',
      '/account/recover',
      '/en-fr/account/reset/7/abc',
      '/account/activate/7/abc',
      '/account/logout',
    ]) {
      expect(dictionaryPartsFor(path), path).toEqual(['shop', 'account']);
    }
    for (const path of ['/', '/accounts', '/products/account', '/en-us', '/xx-yy/account']) {
      expect(dictionaryPartsFor(path), path).toEqual(['shop']);
    }
  });

  it('adds the signed-in pages’ words on those pages only', async () => {
    const { dictionaryPartsFor } = await import('./translate');
    for (const path of [
      '/account',
      '/account/',
      '/en-us/account/orders/1',
      '/en-fr/account',
      '/account/addresses',
      '/account/edit',
      '/account/orders/1/status',
      '/account/loginx',
    ]) {
      expect(dictionaryPartsFor(path), path).toEqual(['shop', 'account', 'accountArea']);
    }
  });
});
