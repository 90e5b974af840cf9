import type { Money } from './commerce/types';
import type { Locale } from './i18n';

/**
 * Spec §5: prices are shown without trailing zeros (`120 €`, not `120,00 €`); amounts with cents
 * keep two decimals.
 */
export function formatMoney(money: Money, locale: Locale): string {
  const amount = Number(money.amount);
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(`${locale.language.toLowerCase()}-${locale.country}`, {
    style: 'currency',
    currency: money.currencyCode,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * Spec §5: the crossed-out original price shows only when the unit price is lower than the
 * compare-at price; it is quantity × compare-at amount, the amounts read as integers.
 */
export function compareAtTotal(price: Money, compareAt: Money | null | undefined, quantity = 1): Money | undefined {
  if (!compareAt) return undefined;
  const unit = Number.parseInt(price.amount, 10);
  const original = Number.parseInt(compareAt.amount, 10);
  if (!Number.isFinite(unit) || !Number.isFinite(original) || unit >= original) return undefined;
  return { amount: String(quantity * original), currencyCode: compareAt.currencyCode };
}

/** Spec §2: a product title is "Title - Subtitle"; a parenthesised part of the subtitle is italic. */
export function splitTitle(title: string): { title: string; subtitle?: string; aside?: string } {
  const [main = title, ...rest] = title.split(' - ');
  if (rest.length === 0) return { title: main };
  const subtitle = rest.join(' - ');
  const match = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(subtitle);
  return match ? { title: main, subtitle: match[1], aside: match[2] } : { title: main, subtitle };
}
