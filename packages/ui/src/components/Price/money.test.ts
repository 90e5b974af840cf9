import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareAtTotal, formatMoney, hasLowerPrice, multiplyMoney } from './money.js';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

describe('formatMoney', () => {
  it('drops trailing zeros (behaviour §5)', () => {
    expect(formatMoney(eur('120.00'), 'en-US')).toBe('€120');
    expect(formatMoney(eur('120.50'), 'en-US')).toBe('€120.5');
    expect(formatMoney({ amount: '89.99', currencyCode: 'USD' }, 'en-US')).toBe('$89.99');
  });

  it('formats French prices the French way', () => {
    expect(formatMoney(eur('1250.00'), 'fr-FR').replace(/\s/g, ' ')).toBe('1 250 €');
  });

  describe('formatter cache', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('builds one Intl.NumberFormat per locale and currency, however many prices', () => {
      const RealNumberFormat = Intl.NumberFormat;
      // Counts constructions and hands back a real formatter, so the output is still checked.
      const constructor = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
        locales?: Intl.LocalesArgument,
        options?: Intl.NumberFormatOptions,
      ) {
        return new RealNumberFormat(locales, options);
      } as unknown as typeof Intl.NumberFormat);
      // A locale no other test uses, so earlier calls have not filled the cache yet.
      const prices = ['10.00', '12.50', '99.99'].map((amount) => formatMoney(eur(amount), 'en-GB'));
      expect(prices).toEqual(['€10', '€12.5', '€99.99']);
      expect(constructor).toHaveBeenCalledTimes(1);
      formatMoney({ amount: '5.00', currencyCode: 'CHF' }, 'en-GB');
      expect(constructor).toHaveBeenCalledTimes(2);
      formatMoney({ amount: '7.00', currencyCode: 'CHF' }, 'en-GB');
      formatMoney(eur('8.00'), 'en-GB');
      expect(constructor).toHaveBeenCalledTimes(2);
    });
  });

  it('shows an unreadable amount as given', () => {
    expect(formatMoney(eur('abc'))).toBe('abc EUR');
  });
});

describe('hasLowerPrice', () => {
  it('is true only when the unit price is lower than compare-at', () => {
    expect(hasLowerPrice(eur('80.00'), eur('100.00'))).toBe(true);
    expect(hasLowerPrice(eur('100.00'), eur('100.00'))).toBe(false);
    expect(hasLowerPrice(eur('120.00'), eur('100.00'))).toBe(false);
    expect(hasLowerPrice(eur('80.00'), null)).toBe(false);
  });

  it('reads amounts as integers, so cents alone never cross a price out', () => {
    expect(hasLowerPrice(eur('99.10'), eur('99.90'))).toBe(false);
  });
});

describe('compareAtTotal', () => {
  it('multiplies the integer compare-at amount by the quantity', () => {
    expect(compareAtTotal(eur('100.90'), 3)).toEqual(eur('300'));
  });
});

describe('multiplyMoney', () => {
  it('multiplies in cents', () => {
    expect(multiplyMoney(eur('0.10'), 3)).toEqual(eur('0.30'));
    expect(multiplyMoney(eur('45.50'), 2)).toEqual(eur('91.00'));
  });
});
