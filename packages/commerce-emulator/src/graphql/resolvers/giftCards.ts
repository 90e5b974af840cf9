import { giftCardBalance } from '../../checkout/giftCardBalance.js';
import type { RequestContext } from '../context.js';
import type { CartDoc } from '../../store/cartStore.js';
import { GIFT_CARDS, giftCardByCode, normaliseGiftCardCode } from '../../onlineStore/content.js';
import { appliedGiftCardId } from './cart.js';
import { mutateCart, type Outcome } from './cartMutations.js';

/** Checks codes and returns the normalised ones that can pay; each refusal is a user error. */
function usableCodes(ctx: RequestContext, codes: string[], out: Outcome): string[] {
  const usable: string[] = [];
  codes.forEach((code, i) => {
    const field = ['giftCardCodes', String(i)];
    const card = giftCardByCode(code);
    if (!card) {
      out.errors.push({
        field,
        message: `The gift card code ${code} is not valid.`,
        code: 'INVALID',
      });
    } else if (card.expiresOn && card.expiresOn < new Date().toISOString().slice(0, 10)) {
      out.errors.push({
        field,
        message: `The gift card ending in ${card.code.slice(-4)} has expired.`,
        code: 'INVALID',
      });
    } else if (giftCardBalance(ctx.orders, card, 'EUR') <= 0) {
      out.errors.push({
        field,
        message: `The gift card ending in ${card.code.slice(-4)} has no balance left.`,
        code: 'INVALID',
      });
    } else usable.push(card.code);
  });
  return usable;
}

const withGiftCards = (cart: CartDoc, codes: string[]) => {
  cart.giftCardCodes = [...new Set(codes.map(normaliseGiftCardCode))];
};

/** `cartGiftCardCodesAdd`, `…Update` and `…Remove` (2025-10 and newer). */
export const giftCardMutationResolvers = {
  cartGiftCardCodesAdd: (
    _r: unknown,
    a: { cartId: string; giftCardCodes: string[] },
    ctx: RequestContext,
  ) =>
    mutateCart(ctx, a.cartId, (cart, out) =>
      withGiftCards(cart, [
        ...(cart.giftCardCodes ?? []),
        ...usableCodes(ctx, a.giftCardCodes, out),
      ]),
    ),
  cartGiftCardCodesUpdate: (
    _r: unknown,
    a: { cartId: string; giftCardCodes: string[] },
    ctx: RequestContext,
  ) =>
    mutateCart(ctx, a.cartId, (cart, out) =>
      withGiftCards(cart, usableCodes(ctx, a.giftCardCodes, out)),
    ),
  cartGiftCardCodesRemove: (
    _r: unknown,
    a: { cartId: string; appliedGiftCardIds: string[] },
    ctx: RequestContext,
  ) =>
    mutateCart(ctx, a.cartId, (cart, out) => {
      const applied = cart.giftCardCodes ?? [];
      const removed = new Set<string>();
      a.appliedGiftCardIds.forEach((id, i) => {
        const card = GIFT_CARDS.find(
          (c) => appliedGiftCardId(c) === id && applied.includes(c.code),
        );
        if (card) removed.add(card.code);
        else
          out.errors.push({
            field: ['appliedGiftCardIds', String(i)],
            message: `No gift card with id ${id} is applied to this cart.`,
            code: 'INVALID',
          });
      });
      cart.giftCardCodes = applied.filter((code) => !removed.has(code));
    }),
};
