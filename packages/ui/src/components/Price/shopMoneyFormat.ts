/**
 * Prices in the shop's own locales without `Intl.NumberFormat`. A browser builds its
 * first currency formatter from ICU data, about 50 ms of main thread on a fast machine and four
 * times that on a phone, in the middle of hydration. The shop's locales and currencies are few and
 * fixed, so their patterns are written here; `money.test.ts` checks every one against `Intl` over
 * thousands of amounts, and anything else still goes to `Intl`.
 */

/** How a locale writes an amount: separators, and where the currency sign goes. */
interface LocalePattern {
  group: string;
  decimal: string;
  /** The sign before the number (`€12`) or after it, with its space (`12 €`). */
  place: 'before' | 'after';
  symbols: Record<string, string>;
}

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

const french: LocalePattern = {
  group: NARROW_NO_BREAK_SPACE,
  decimal: ',',
  place: 'after',
  symbols: { EUR: '€', USD: '$US', GBP: '£GB' },
};
const english = (usd: string): LocalePattern => ({
  group: ',',
  decimal: '.',
  place: 'before',
  symbols: { EUR: '€', USD: usd, GBP: '£' },
});

/** CLDR's patterns for the locales the shop renders (`hreflang` of each shop locale). */
const patterns: Record<string, LocalePattern> = {
  fr: french,
  'fr-FR': french,
  en: english('$'),
  'en-US': english('$'),
  // An English page for France names the dollar as foreign.
  'en-FR': english('US$'),
};

/** Adds one to a string of decimal digits: "199" → "200", "99" → "100". */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * The whole and fraction digits of `magnitude` rounded to at most two decimals, half away from
 * zero on the shortest decimal form of the number, as `Intl` rounds (1.005 → 1.01); trailing zeros
 * dropped. Undefined for exponent forms (under 1e-6 or from 1e21), which `Intl` handles.
 */
function roundedDigits(magnitude: number): { whole: string; fraction: string } | undefined {
  const written = String(magnitude);
  if (written.includes('e')) return undefined;
  const [whole, fraction = ''] = written.split('.') as [string, string?];
  let kept = `${whole}${fraction.slice(0, 2).padEnd(2, '0')}`;
  if ((fraction[2] ?? '0') >= '5') kept = incrementDigits(kept);
  return {
    whole: kept.slice(0, -2).replace(/^0+(?=\d)/, '') || '0',
    fraction: kept.slice(-2).replace(/0+$/, ''),
  };
}

/** Groups whole digits by three from the right. */
function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * `value` as a price in `locale` with up to two decimals and none when whole, or undefined when
 * the locale, the currency or the number is not one this module knows to write like `Intl`.
 */
export function formatShopMoney(
  value: number,
  locale: string,
  currency: string,
): string | undefined {
  const pattern = patterns[locale];
  const symbol = pattern?.symbols[currency];
  if (!pattern || !symbol || !Number.isFinite(value)) return undefined;
  const digits = roundedDigits(Math.abs(value));
  if (!digits) return undefined;
  const number =
    group(digits.whole, pattern.group) + (digits.fraction ? pattern.decimal + digits.fraction : '');
  // `Intl` keeps the sign of a negative amount even when it rounds to zero (-0.001 → "-0 €").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return pattern.place === 'before'
    ? `${sign}${symbol}${number}`
    : `${sign}${number}${NO_BREAK_SPACE}${symbol}`;
}
