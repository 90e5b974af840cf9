import { describe, expect, it } from 'vitest';
import { EARRING } from '../../test/fakes';
import { LOCALES } from '../i18n/locales';
import { productCanonicalPath } from './canonical';

const [fr, enUs] = LOCALES;

describe('canonical product path', () => {
  it('drops partial choices, tracking tags and unknown values', () => {
    expect(productCanonicalPath(EARRING, '', fr!)).toBe('/products/etoile-treize');
    expect(productCanonicalPath(EARRING, '?Couleur=Or&utm_source=news', fr!)).toBe(
      '/products/etoile-treize',
    );
    expect(productCanonicalPath(EARRING, '?Oreille=Paire&Couleur=Bleu', enUs!)).toBe(
      '/en-us/products/etoile-treize',
    );
  });

  it('keeps a whole variant at the URL the option links give it, in option order', () => {
    expect(productCanonicalPath(EARRING, '?utm_source=x&Couleur=Argent&Oreille=Paire', enUs!)).toBe(
      '/en-us/products/etoile-treize?Oreille=Paire&Couleur=Argent',
    );
  });

  it('sends the variant the bare URL already shows to the bare URL', () => {
    // The first available variant (Gauche / Argent) is what /products/etoile-treize shows.
    expect(productCanonicalPath(EARRING, '?Oreille=Gauche&Couleur=Argent', fr!)).toBe(
      '/products/etoile-treize',
    );
  });
});
