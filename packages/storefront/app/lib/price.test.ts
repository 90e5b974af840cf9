import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './i18n';
import { compareAtTotal, formatMoney, splitTitle } from './price';

const enUs = LOCALES[1]!;
const nbsp = /[\u00a0\u202f]/g;

describe('formatMoney (spec §5)', () => {
  it('drops trailing zeros', () => {
    expect(formatMoney({ amount: '120.00', currencyCode: 'EUR' }, DEFAULT_LOCALE).replace(nbsp, ' ')).toBe('120 €');
    expect(formatMoney({ amount: '135.0', currencyCode: 'USD' }, enUs)).toBe('$135');
    expect(formatMoney({ amount: '12.5', currencyCode: 'USD' }, enUs)).toBe('$12.50');
  });
});

describe('compareAtTotal (spec §5)', () => {
  it('shows the original price only when the unit price is lower', () => {
    expect(compareAtTotal({ amount: '90.0', currencyCode: 'EUR' }, { amount: '120.0', currencyCode: 'EUR' }, 2)).toEqual({
      amount: '240',
      currencyCode: 'EUR',
    });
    expect(compareAtTotal({ amount: '120.0', currencyCode: 'EUR' }, { amount: '120.0', currencyCode: 'EUR' })).toBeUndefined();
    expect(compareAtTotal({ amount: '120.0', currencyCode: 'EUR' }, null)).toBeUndefined();
  });

  it('reads amounts as integers', () => {
    expect(compareAtTotal({ amount: '99.90', currencyCode: 'EUR' }, { amount: '99.99', currencyCode: 'EUR' })).toBeUndefined();
  });
});

describe('splitTitle (spec §2)', () => {
  it('splits title, subtitle and the parenthesised aside', () => {
    expect(splitTitle("Étoile Treize - Boucle d'oreille (or recyclé)")).toEqual({
      title: 'Étoile Treize',
      subtitle: "Boucle d'oreille",
      aside: 'or recyclé',
    });
    expect(splitTitle('Trois Anneaux - Bague')).toEqual({ title: 'Trois Anneaux', subtitle: 'Bague' });
    expect(splitTitle('Plain')).toEqual({ title: 'Plain' });
  });
});
