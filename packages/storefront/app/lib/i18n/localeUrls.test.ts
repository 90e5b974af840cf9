import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { localeAlternates, localeUrl } from './localeUrls';

describe('locale URLs', () => {
  it('moves a path from one locale to another, query included', () => {
    expect(localeUrl('https://shop.test', '/en-us/products/lune?Couleur=Or', LOCALES[2]!)).toBe(
      'https://shop.test/en-fr/products/lune?Couleur=Or',
    );
    expect(localeUrl('https://shop.test', '/en-us', LOCALES[0]!)).toBe('https://shop.test/');
    expect(localeUrl('https://shop.test', '/', LOCALES[1]!)).toBe('https://shop.test/en-us');
  });

  it('lists fr-FR, en-US, en-FR and x-default on the French page', () => {
    expect(localeAlternates('https://shop.test', '/en-fr/pages/atelier')).toEqual([
      { hrefLang: 'fr-FR', href: 'https://shop.test/pages/atelier' },
      { hrefLang: 'en-US', href: 'https://shop.test/en-us/pages/atelier' },
      { hrefLang: 'en-FR', href: 'https://shop.test/en-fr/pages/atelier' },
      { hrefLang: 'x-default', href: 'https://shop.test/pages/atelier' },
    ]);
  });
});
