import type { Currency } from '../catalogue/records.js';
import type { GiftCardRecord } from '../onlineStore/content.js';
import type { OrderStore } from '../store/orderStore.js';

/**
 * What is left on a gift card in a currency, once the orders it paid are taken off. The card is
 * issued with a balance per market currency; a payment in one currency uses up the same share of
 * the card in every currency, so paying half in dollars leaves half the euro balance too.
 */
export function giftCardBalance(
  orders: OrderStore,
  card: GiftCardRecord,
  currency: Currency,
): number {
  const usedShare = orders.giftCardSpends(card.code).reduce((share, spend) => {
    const issued = card.balance[spend.currency];
    return issued > 0 ? share + spend.amount / issued : share;
  }, 0);
  const left = card.balance[currency] * Math.max(0, 1 - usedShare);
  // Cents, as money is kept; a rounding crumb below a cent is no balance.
  return Math.round(left * 100) / 100;
}
