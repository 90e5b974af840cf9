import { describe, expect, it } from 'vitest';
import type { OrderStore, GiftCardSpend } from '../store/orderStore.js';
import { giftCardBalance } from './giftCardBalance.js';

const card = {
  id: 'gid://shopify/GiftCard/1',
  code: 'TESTCARD00000001',
  balance: { EUR: 200, USD: 220 },
  expiresOn: null,
};
const spent = (...spends: GiftCardSpend[]) =>
  ({ giftCardSpends: () => spends }) as unknown as OrderStore;

describe('giftCardBalance', () => {
  it('is the issued balance while nothing was paid with the card', () => {
    expect(giftCardBalance(spent(), card, 'EUR')).toBe(200);
    expect(giftCardBalance(spent(), card, 'USD')).toBe(220);
  });

  it('takes a payment off the same share of the card in every currency', () => {
    const store = spent({ currency: 'USD', amount: 55 }, { currency: 'EUR', amount: 50 });
    expect(giftCardBalance(store, card, 'EUR')).toBe(100);
    expect(giftCardBalance(store, card, 'USD')).toBe(110);
  });

  it('never goes below zero and rounds to the cent', () => {
    expect(giftCardBalance(spent({ currency: 'EUR', amount: 250 }), card, 'EUR')).toBe(0);
    expect(giftCardBalance(spent({ currency: 'USD', amount: 100 }), card, 'EUR')).toBe(109.09);
  });
});
