import { describe, expect, it } from 'vitest';
import { compareAtTotal, formatMoney, hasLowerPrice, multiplyMoney } from './money.js';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

describe('formatMoney', () => {
  it('drops trailing zeros (spec §5)', () => {
    expect(formatMoney(eur('120.00'), 'en-US')).toBe('€120');
    expect(formatMoney(eur('120.50'), 'en-US')).toBe('€120.5');
    expect(formatMoney({ amount: '89.99', currencyCode: 'USD' }, 'en-US')).toBe('$89.99');
  });

  it('formats French prices the French way', () => {
    expect(formatMoney(eur('1250.00'), 'fr-FR').replace(/\s/g, ' ')).toBe('1 250 €');
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
