import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../graphql/context.js';
import { cartCosts } from '../graphql/resolvers/cart.js';
import { countryCode, countryName } from '../graphql/addresses.js';
import type { CartDoc } from '../store/cartStore.js';
import type { OrderDoc } from '../store/orderStore.js';
import { formatAmount } from '../graphql/money.js';
import { variantTitleIn } from '../catalogue/optionWords.js';

/** The fields of the hosted checkout form. */
export interface CheckoutForm {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  zip: string;
  country: string;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm | 'cart', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCheckout(form: CheckoutForm, en: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const required = en ? 'Required' : 'Obligatoire';
  if (!EMAIL.test(form.email.trim()))
    errors.email = en ? 'Enter a valid email address' : 'Saisissez une adresse e-mail valide';
  if (!form.lastName.trim()) errors.lastName = required;
  if (!form.address1.trim()) errors.address1 = required;
  if (!form.city.trim()) errors.city = required;
  if (!form.zip.trim()) errors.zip = required;
  const code = countryCode(form.country);
  if (!code)
    errors.country = en ? 'Choose a country this shop ships to' : 'Choisissez un pays de livraison';
  if (code === 'FR' && form.zip.trim() && !/^\d{5}$/.test(form.zip.trim()))
    errors.zip = en ? 'A French zip code has 5 digits' : 'Un code postal français a 5 chiffres';
  return errors;
}

/**
 * Pays a cart: in one transaction, takes the stock, writes the order (attached to the cart's
 * customer, if any), closes the cart and mails the confirmation. Nothing happens when any line
 * is short of stock.
 */
export function placeOrder(
  ctx: RequestContext,
  cart: CartDoc,
  form: CheckoutForm,
): { order: OrderDoc } | { error: string } {
  const en = ctx.lang === 'en';
  try {
    return payInTransaction(ctx, cart, form, en);
  } catch (error) {
    if (!(error instanceof OutOfStock)) throw error;
    return {
      error: en
        ? `Not enough stock left for ${error.message}.`
        : `Stock insuffisant pour ${error.message}.`,
    };
  }
}

function payInTransaction(
  ctx: RequestContext,
  cart: CartDoc,
  form: CheckoutForm,
  en: boolean,
): { order: OrderDoc } | { error: string } {
  return ctx.customers.transaction(() => {
    const costs = cartCosts(ctx, cart);
    if (costs.lines.length === 0)
      return { error: en ? 'Your cart is empty.' : 'Votre panier est vide.' };
    for (const { line, found } of costs.lines) {
      if (!ctx.catalogue.takeStock(line.merchandiseId, line.quantity)) {
        // Throwing rolls the stock already taken back.
        throw new OutOfStock(
          `${found.product.record.title[ctx.lang]} (${variantTitleIn(ctx.lang, found.variant.title)})`,
        );
      }
    }
    const shipping = costs.due - (costs.subtotal - costs.discount);
    const code = countryCode(form.country);
    const order = ctx.orders.create({
      customerId: cart.buyerIdentity.customerId ?? null,
      email: form.email.trim(),
      phone: cart.buyerIdentity.phone,
      currency: costs.currency,
      locale: ctx.lang,
      lines: costs.lines.map(({ line, found, unit, subtotal }) => ({
        title: found.product.record.title[ctx.lang],
        variantTitle: found.variant.title,
        variantId: line.merchandiseId,
        quantity: line.quantity,
        unit,
        total: subtotal,
      })),
      subtotal: costs.subtotal,
      discount: costs.discount,
      shipping,
      // The order is worth what was due, as at Shopify: a gift card is a way to pay, not a discount.
      total: costs.due,
      giftCardPayments: costs.giftCards
        .filter(({ used }) => used > 0)
        .map(({ card, used }) => ({ lastCharacters: card.code.slice(-4), amount: used })),
      shippingAddress: {
        firstName: form.firstName.trim() || null,
        lastName: form.lastName.trim(),
        company: null,
        address1: form.address1.trim(),
        address2: null,
        city: form.city.trim(),
        province: null,
        zip: form.zip.trim(),
        country: countryName(code),
        countryCode: code,
        phone: cart.buyerIdentity.phone,
      },
      processedAt: new Date().toISOString(),
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      statusToken: randomBytes(12).toString('hex'),
    });
    for (const { card, used } of costs.giftCards)
      if (used > 0)
        ctx.orders.spendGiftCard(card.code, { currency: costs.currency, amount: used }, order.id);
    ctx.carts.delete(cart.token);
    const path = `/orders/${order.id}/${order.statusToken}`;
    ctx.customers.send({
      kind: 'order_confirmation',
      to: order.email,
      subject: en ? `Order #${order.number} confirmed` : `Commande n° ${order.number} confirmée`,
      text: `${en ? 'Thank you! Total: ' : 'Merci ! Total : '}${formatAmount(order.total)} ${order.currency}. ${ctx.origin}${path}`,
      url: `${ctx.origin}${path}`,
      path,
    });
    return { order };
  });
}

/** Raised inside the order transaction so that SQLite rolls the stock back. */
export class OutOfStock extends Error {}
