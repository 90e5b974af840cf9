import { formatShopMoney } from './shopMoneyFormat.js';

/** A Storefront API `MoneyV2`: a decimal amount as a string, and an ISO 4217 currency code. */
export interface Money {
  amount: string;
  currencyCode: string;
}

/** The fraction digits of every price: none for whole amounts, up to cents (behaviour §5). */
const minimumFractionDigits = 0;
const maximumFractionDigits = 2;

/**
 * Formatters by locale, currency and fraction digits. Building an Intl.NumberFormat costs far more
 * than formatting with one, and a listing page formats hundreds of prices in a few currencies.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** Bounds the cache should callers pass many distinct locales; real pages use a handful. */
const maxCachedFormatters = 64;

function moneyFormatter(
  locale: string,
  currency: string,
  minimumDigits: number,
  maximumDigits: number,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minimumDigits}|${maximumDigits}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minimumDigits,
    maximumFractionDigits: maximumDigits,
  });
  if (formatters.size >= maxCachedFormatters) formatters.clear();
  formatters.set(key, formatter);
  return formatter;
}

/**
 * Formats money without trailing zeros (behaviour §5 "Price display"): 12.00 → "12 €", 12.50 → "12,5 €"
 * in French. An amount that is not a number is shown as-is rather than as "NaN".
 */
export function formatMoney(money: Money, locale = 'fr-FR'): string {
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return `${money.amount} ${money.currencyCode}`;
  return (
    formatShopMoney(value, locale, money.currencyCode) ??
    moneyFormatter(locale, money.currencyCode, minimumFractionDigits, maximumFractionDigits).format(
      value,
    )
  );
}

/** An amount read as an integer, as the spec's compare-at rule does (§5); NaN counts as 0. */
function integerAmount(money: Money): number {
  const value = Number.parseInt(money.amount, 10);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * True when the crossed-out compare-at price shows: only when the unit price is lower than the
 * compare-at price, both read as integers (behaviour §5).
 */
export function hasLowerPrice(
  unitPrice: Money,
  compareAtPrice: Money | null | undefined,
): compareAtPrice is Money {
  if (!compareAtPrice) return false;
  return integerAmount(unitPrice) < integerAmount(compareAtPrice);
}

/** The crossed-out total: quantity × compare-at amount, the amount read as an integer (behaviour §5). */
export function compareAtTotal(compareAtPrice: Money, quantity: number): Money {
  return {
    amount: String(quantity * integerAmount(compareAtPrice)),
    currencyCode: compareAtPrice.currencyCode,
  };
}

/** The line total: quantity × unit price, computed in cents so 0.1 × 3 stays 0.3. */
export function multiplyMoney(money: Money, quantity: number): Money {
  const cents = Math.round(Number(money.amount) * 100) * quantity;
  return { amount: (cents / 100).toFixed(2), currencyCode: money.currencyCode };
}
