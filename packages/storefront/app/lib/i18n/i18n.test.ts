import { describe, expect, it } from 'vitest';
import { en } from './dictionaries/en';
import { fr } from './dictionaries/fr';
import { formatDate, toRoman } from './formats';
import {
  DEFAULT_LOCALE,
  LOCALES,
  getLocaleFromParam,
  getLocaleFromPathname,
  localeSourcePath,
  localizePath,
  productPath,
  stripLocale,
} from './locales';
import { createTranslate } from './translate';

const enUs = LOCALES[1]!;
const enFr = LOCALES[2]!;

describe('locales (behaviour §9)', () => {
  it('has French/FR/EUR as the unprefixed default and two English prefixes', () => {
    expect(DEFAULT_LOCALE).toMatchObject({
      language: 'FR',
      country: 'FR',
      currency: 'EUR',
      pathPrefix: '',
    });
    expect(enUs).toMatchObject({
      language: 'EN',
      country: 'US',
      currency: 'USD',
      pathPrefix: '/en-us',
    });
    expect(enFr).toMatchObject({
      language: 'EN',
      country: 'FR',
      currency: 'EUR',
      pathPrefix: '/en-fr',
    });
  });

  it('resolves the optional segment and refuses unknown prefixes', () => {
    expect(getLocaleFromParam(undefined)).toBe(DEFAULT_LOCALE);
    expect(getLocaleFromParam('')).toBe(DEFAULT_LOCALE);
    expect(getLocaleFromParam('en-us')).toBe(enUs);
    expect(getLocaleFromParam('EN-FR')).toBe(enFr);
    expect(getLocaleFromParam('de-de')).toBeUndefined();
    expect(getLocaleFromParam('products')).toBeUndefined();
  });

  it('reads the locale from a pathname and strips it', () => {
    expect(getLocaleFromPathname('/en-us/products/a')).toBe(enUs);
    expect(getLocaleFromPathname('/products/a')).toBe(DEFAULT_LOCALE);
    expect(getLocaleFromPathname('/xx-yy/a')).toBe(DEFAULT_LOCALE);
    expect(stripLocale('/en-us/products/a')).toBe('/products/a');
    expect(stripLocale('/en-fr')).toBe('/');
    expect(stripLocale('/pages/a')).toBe('/pages/a');
    expect(stripLocale('')).toBe('/');
    // Only a whole first segment of the xx-yy form that is a configured prefix is a locale.
    expect(stripLocale('/xx-yy/a')).toBe('/xx-yy/a');
    expect(stripLocale('/en-usa/a')).toBe('/en-usa/a');
    expect(stripLocale('/aen-us/a')).toBe('/aen-us/a');
    expect(getLocaleFromPathname('/en-usa/a')).toBe(DEFAULT_LOCALE);
    expect(getLocaleFromPathname('/aen-us/a')).toBe(DEFAULT_LOCALE);
  });

  it('names each locale as the switcher lists it (behaviour §9)', () => {
    expect(LOCALES.map((locale) => locale.label)).toEqual([
      'France (EUR €) · Français',
      'United States (USD $) · English',
      'France (EUR €) · English',
    ]);
  });
});

describe('localeSourcePath', () => {
  const at = (path: string) => new URL(path, 'http://shop.test');

  it('is the page’s own path everywhere but the preview entry', () => {
    expect(localeSourcePath(at('/en-us/products/a?slug=/fr'))).toBe('/en-us/products/a');
    expect(localeSourcePath(at('/pages/a'))).toBe('/pages/a');
  });

  it('is the page the preview entry leads to, when that is a path', () => {
    expect(localeSourcePath(at('/api/preview?secret=x&slug=/en-us/pages/care'))).toBe(
      '/en-us/pages/care',
    );
    expect(getLocaleFromPathname(localeSourcePath(at('/api/preview?slug=/en-fr/')))).toBe(enFr);
    expect(localeSourcePath(at('/api/preview?slug=https://elsewhere.test/en-us'))).toBe(
      '/api/preview',
    );
    expect(localeSourcePath(at('/api/preview'))).toBe('/api/preview');
  });
});

describe('localizePath (behaviour §2)', () => {
  it('prefixes internal links once', () => {
    expect(localizePath('/products/a', enUs)).toBe('/en-us/products/a');
    expect(localizePath('/', enUs)).toBe('/en-us');
    expect(localizePath('/en-us/cart', enUs)).toBe('/en-us/cart');
    expect(localizePath('/products/a', DEFAULT_LOCALE)).toBe('/products/a');
    expect(localizePath('/', DEFAULT_LOCALE)).toBe('/');
    expect(localizePath('/en-us', enUs)).toBe('/en-us');
    expect(localizePath('/en-us?inspect', enUs)).toBe('/en-us?inspect');
    // A path that merely starts with the prefix's letters is another path.
    expect(localizePath('/en-usine', enUs)).toBe('/en-us/en-usine');
    expect(localizePath('/search?q=en-us?', enUs)).toBe('/en-us/search?q=en-us?');
  });

  it('leaves absolute URLs, the parent path and fragments alone', () => {
    expect(localizePath('https://example.com/a', enUs)).toBe('https://example.com/a');
    expect(localizePath('//cdn.example.com/a', enUs)).toBe('//cdn.example.com/a');
    expect(localizePath('mailto:a@b.fr', enUs)).toBe('mailto:a@b.fr');
    expect(localizePath('..', enUs)).toBe('..');
    expect(localizePath('#top', enUs)).toBe('#top');
    expect(localizePath('?page=2', enUs)).toBe('?page=2');
    expect(localizePath('tel:+33100000013', enUs)).toBe('tel:+33100000013');
    expect(localizePath('web+treize:a', enUs)).toBe('web+treize:a');
    expect(localizePath('x-1.b:a', enUs)).toBe('x-1.b:a');
    expect(localizePath('HTTPS://EXAMPLE.COM/a', enUs)).toBe('HTTPS://EXAMPLE.COM/a');
    // A colon later in an internal path does not make it absolute.
    expect(localizePath('/pages/a:b', enUs)).toBe('/en-us/pages/a:b');
  });

  it('builds product links with the options as query parameters', () => {
    expect(
      productPath('etoile-treize', enUs, [
        { name: 'Oreille', value: 'Paire' },
        { name: 'Couleur', value: 'Or rose' },
      ]),
    ).toBe('/en-us/products/etoile-treize?Oreille=Paire&Couleur=Or+rose');
    expect(
      productPath('jonc-fin', DEFAULT_LOCALE, [{ name: 'Title', value: 'Default Title' }]),
    ).toBe('/products/jonc-fin');
    // Only the lone Title: Default Title pair is left out; a real option named Title stays.
    expect(
      productPath('jonc-fin', DEFAULT_LOCALE, [
        { name: 'Title', value: 'Or' },
        { name: 'Taille', value: 'Default Title' },
      ]),
    ).toBe('/products/jonc-fin?Title=Or&Taille=Default+Title');
  });
});

describe('translations (behaviour §5, §8)', () => {
  it('has the same keys in French and English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('holds the exact English wording of the spec', () => {
    const t = createTranslate('EN');
    expect(t('account.errors.passwordTooShort')).toBe('Passwords must be at least 8 characters');
    expect(t('errors.somethingWentWrong')).toBe('Something went wrong. Please try again later.');
    expect(t('newsletter.success')).toBe('Thanks for subscribing');
    expect(t('fulfillment.PENDING_FULFILLMENT')).toBe('Pending');
  });

  it('renders unknown keys as a visible marker and fills placeholders', () => {
    expect(createTranslate('FR')('nope.key')).toBe('Missing translation: nope.key');
    expect(createTranslate('FR')('footer.copyright', { year: 2026 })).toBe('© 2026 Atelier Treize');
    // Without values a text keeps its placeholders as written.
    expect(createTranslate('FR')('footer.copyright')).toBe('© {year} Atelier Treize');
  });
});

describe('formats (behaviour §9)', () => {
  it('writes dates dd.mm.yyyy', () => {
    expect(formatDate('2026-03-07T10:00:00Z')).toBe('07.03.2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toBe('31.12.2026');
    expect(() => formatDate('not a date')).toThrow(new RangeError('Not a date: not a date'));
  });

  it('writes roman numerals', () => {
    expect([1, 4, 9, 13, 14, 40, 1994].map(toRoman)).toEqual([
      'I',
      'IV',
      'IX',
      'XIII',
      'XIV',
      'XL',
      'MCMXCIV',
    ]);
    expect([5, 50, 100, 400, 500, 3999].map(toRoman)).toEqual([
      'V',
      'L',
      'C',
      'CD',
      'D',
      'MMMCMXCIX',
    ]);
    expect(() => toRoman(0)).toThrow(RangeError);
    expect(() => toRoman(1.5)).toThrow(RangeError);
    expect(() => toRoman(4000)).toThrow(
      new RangeError('Roman numerals cover the integers 1 to 3999, got 4000'),
    );
  });
});

describe('createTranslate', () => {
  it('gives one function per language, built once', () => {
    expect(createTranslate('FR')).toBe(createTranslate('FR'));
    expect(createTranslate('EN')).not.toBe(createTranslate('FR'));
    expect(createTranslate('EN')('no.such.key')).toBe('Missing translation: no.such.key');
  });
});
