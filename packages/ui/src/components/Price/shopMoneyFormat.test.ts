import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money.js';
import { formatShopMoney } from './shopMoneyFormat.js';

const LOCALES = ['fr', 'fr-FR', 'en', 'en-US', 'en-FR'];
const CURRENCIES = ['EUR', 'USD', 'GBP'];

const intlFormatters = new Map<string, Intl.NumberFormat>();
const byIntl = (value: number, locale: string, currency: string) => {
  const key = `${locale} ${currency}`;
  if (!intlFormatters.has(key))
    intlFormatters.set(
      key,
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }),
    );
  return intlFormatters.get(key)!.format(value);
};

/** A fixed pseudo-random sequence, so a failure names the same amounts on every run. */
function* amounts(count: number) {
  let seed = 13;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let index = 0; index < count; index += 1) {
    const scale = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 5);
    const value = Number((next() * scale).toFixed(decimals));
    yield next() < 0.2 ? -value : value;
  }
}

/** Amounts where rounding, grouping and signs turn: halves, carries, thousands, zeros. */
const EDGES = [
  0,
  -0,
  0.001,
  -0.001,
  0.004,
  0.005,
  0.006,
  0.01,
  0.1,
  0.5,
  0.995,
  0.9951,
  1,
  1.005,
  1.015,
  1.025,
  1.045,
  1.255,
  2.675,
  9.995,
  9.999,
  12,
  12.5,
  12.05,
  99.99,
  99.995,
  100,
  999.995,
  1000,
  1000.5,
  9999.999,
  12345.678,
  99999.995,
  1e6,
  1234567.5,
  999999999.999,
  1e15 + 0.5,
  123456789012,
  -12.345,
  -999.995,
  -1000,
  0.0000015,
  1e-7,
  1e21,
  5e-324,
];

describe('formatShopMoney', () => {
  it('writes every shop locale and currency exactly as Intl does, edges included', () => {
    for (const locale of LOCALES)
      for (const currency of CURRENCIES)
        for (const value of EDGES) {
          const written = formatShopMoney(value, locale, currency);
          // Exponent forms are left to Intl; everything else must be written here.
          if (String(Math.abs(value)).includes('e')) expect(written).toBeUndefined();
          else
            expect([value, locale, currency, written]).toEqual([
              value,
              locale,
              currency,
              byIntl(value, locale, currency),
            ]);
        }
  });

  it('agrees with Intl on 3,000 amounts of every size in every shop locale and currency', () => {
    const mismatches: string[] = [];
    for (const value of amounts(3_000))
      for (const locale of LOCALES)
        for (const currency of CURRENCIES) {
          const written = formatShopMoney(value, locale, currency);
          const expected = byIntl(value, locale, currency);
          if (written !== undefined && written !== expected)
            mismatches.push(`${value} ${locale} ${currency}: ${written} ≠ ${expected}`);
        }
    expect(mismatches).toEqual([]);
  });

  it('leaves other locales, currencies and non-numbers to Intl', () => {
    expect(formatShopMoney(12, 'de-DE', 'EUR')).toBeUndefined();
    expect(formatShopMoney(12, 'fr-CA', 'EUR')).toBeUndefined();
    expect(formatShopMoney(12, 'fr-FR', 'CHF')).toBeUndefined();
    expect(formatShopMoney(Number.NaN, 'fr-FR', 'EUR')).toBeUndefined();
    expect(formatShopMoney(Number.POSITIVE_INFINITY, 'en-US', 'USD')).toBeUndefined();
  });
});

describe('formatMoney in the shop locales', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds no Intl.NumberFormat, the costly first step of a page’s prices', () => {
    const constructor = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMoney({ amount: '1250.50', currencyCode: 'EUR' }, 'fr-FR')).toBe(
      '1\u202f250,5\u00a0€',
    );
    expect(formatMoney({ amount: '89.99', currencyCode: 'USD' }, 'en-FR')).toBe('US$89.99');
    expect(formatMoney({ amount: '120.00', currencyCode: 'EUR' }, 'en-US')).toBe('€120');
    expect(constructor).not.toHaveBeenCalled();
  });

  it('still formats an amount in exponent form through Intl', () => {
    expect(formatMoney({ amount: '1e21', currencyCode: 'EUR' }, 'en-US')).toBe(
      byIntl(1e21, 'en-US', 'EUR'),
    );
  });
});
