import type { Currency, Prices } from '../catalogue/records.js';

/** A MoneyV2 as the API returns it. */
export interface Money {
  amount: string;
  currencyCode: Currency;
}

/** Shopify's Decimal format: at least one decimal digit (`95.0`), at most two (`85.5`, `85.55`). */
export function formatAmount(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = String(rounded);
  return text.includes('.') ? text : `${text}.0`;
}

export const money = (amount: number, currency: Currency): Money => ({
  amount: formatAmount(amount),
  currencyCode: currency,
});

export const priceIn = (prices: Prices, currency: Currency): Money =>
  money(prices[currency], currency);
