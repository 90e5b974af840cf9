import type { RequestContext } from '../graphql/context.js';
import { cartCosts } from '../graphql/resolvers/cart.js';
import { formatAmount } from '../graphql/money.js';
import {
  placeOrder,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
} from '../checkout/placeOrder.js';
import type { OrderDoc } from '../store/orderStore.js';
import { escapeHtml } from './respond.js';
import { variantTitleIn } from '../catalogue/optionWords.js';

/** The page's language: the URL's `locale` when given, else the cart's market (US → English). */
export function checkoutLang(
  locale: string | null,
  countryCode: string | null | undefined,
): 'fr' | 'en' {
  if (locale) return locale.toLowerCase().startsWith('en') ? 'en' : 'fr';
  return countryCode === 'US' ? 'en' : 'fr';
}

const FIELDS: { name: keyof CheckoutForm; fr: string; en: string; type?: string }[] = [
  { name: 'email', fr: 'E-mail', en: 'Email', type: 'email' },
  { name: 'firstName', fr: 'Prénom', en: 'First name' },
  { name: 'lastName', fr: 'Nom', en: 'Last name' },
  { name: 'address1', fr: 'Adresse', en: 'Address' },
  { name: 'zip', fr: 'Code postal', en: 'Zip code' },
  { name: 'city', fr: 'Ville', en: 'City' },
  { name: 'country', fr: 'Pays', en: 'Country' },
];

/**
 * The hosted checkout `checkoutUrl` leads to (behaviour §7 "Checkout"): the cart's lines and totals, and a
 * contact and shipping form whose "pay" creates the order.
 */
export function checkoutPage(
  ctx: RequestContext,
  token: string,
  form?: Partial<CheckoutForm>,
  errors: CheckoutErrors = {},
  status = 200,
): { status: number; html: string } {
  const cart = ctx.carts.findByToken(token);
  const en = ctx.lang === 'en';
  const title = en ? 'Checkout' : 'Paiement';
  if (!cart) {
    const message = en
      ? 'This checkout does not exist or has already been paid.'
      : 'Ce paiement n’existe pas ou a déjà été réglé.';
    return { status: 404, html: page(title, `<p>${message}</p>`) };
  }
  const costs = cartCosts(ctx, cart);
  const rows = costs.lines
    .map(({ line, found, subtotal }) => {
      const name = `${found.product.record.title[ctx.lang]} — ${variantTitleIn(ctx.lang, found.variant.title)}`;
      return `<tr data-line="${escapeHtml(line.id)}"><td>${escapeHtml(name)}</td><td>${line.quantity}</td><td>${formatAmount(subtotal)} ${costs.currency}</td></tr>`;
    })
    .join('');
  const discount =
    costs.discount > 0
      ? `<p data-discount>${en ? 'Discount' : 'Remise'}${colon(en)} −${formatAmount(costs.discount)} ${costs.currency}</p>`
      : '';
  // Gift cards pay first; the shopper pays what is left (the total) by card.
  const giftCards = costs.giftCards
    .filter(({ used }) => used > 0)
    .map(({ card, used }) => giftCardLine(card.code.slice(-4), used, costs.currency, en))
    .join('');
  const values: Partial<CheckoutForm> = {
    email: cart.buyerIdentity.email ?? '',
    country: cart.buyerIdentity.countryCode ?? 'FR',
    ...form,
  };
  const inputs = FIELDS.map((f) => {
    const error = errors[f.name]
      ? `<span class="error" id="${f.name}-error">${escapeHtml(errors[f.name] ?? '')}</span>`
      : '';
    return `<label>${en ? f.en : f.fr} <input name="${f.name}" type="${f.type ?? 'text'}" value="${escapeHtml(values[f.name] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${f.name}-error"` : ''}></label>${error}`;
  }).join('');
  const cartError = errors.cart
    ? `<p class="error" role="alert">${escapeHtml(errors.cart)}</p>`
    : '';
  const body = `<h1>Atelier Treize — ${title}</h1>
<table><thead><tr><th>${en ? 'Item' : 'Article'}</th><th>${en ? 'Quantity' : 'Quantité'}</th><th>${en ? 'Amount' : 'Montant'}</th></tr></thead><tbody>${rows}</tbody></table>
<p data-subtotal>${en ? 'Subtotal' : 'Sous-total'}${colon(en)} ${formatAmount(costs.subtotal)} ${costs.currency}</p>${discount}${giftCards}
<p data-total><strong>Total${colon(en)} ${formatAmount(costs.total)} ${costs.currency}</strong></p>
${cartError}<form method="post">${inputs}<input type="hidden" name="locale" value="${ctx.lang}"><button type="submit">${en ? 'Pay' : 'Payer'} ${formatAmount(costs.total)} ${costs.currency}</button></form>`;
  return { status, html: page(title, body) };
}

/** Handles "pay": validates the form, then creates the order, or shows the form again with the errors. */
export function payCheckout(
  ctx: RequestContext,
  token: string,
  fields: URLSearchParams,
): { status: number; html?: string; location?: string } {
  const form: CheckoutForm = {
    email: fields.get('email') ?? '',
    firstName: fields.get('firstName') ?? '',
    lastName: fields.get('lastName') ?? '',
    address1: fields.get('address1') ?? '',
    city: fields.get('city') ?? '',
    zip: fields.get('zip') ?? '',
    country: fields.get('country') ?? '',
  };
  const cart = ctx.carts.findByToken(token);
  if (!cart) return checkoutPage(ctx, token);
  const errors = validateCheckout(form, ctx.lang === 'en');
  if (Object.keys(errors).length > 0) return checkoutPage(ctx, token, form, errors, 422);
  const result = placeOrder(ctx, cart, form);
  if ('error' in result) return checkoutPage(ctx, token, form, { cart: result.error }, 409);
  return { status: 303, location: `/orders/${result.order.id}/${result.order.statusToken}` };
}

/** The order status page a paid checkout lands on. */
export function orderPage(
  ctx: RequestContext,
  order: OrderDoc | null,
  token: string,
): { status: number; html: string } {
  if (!order || order.statusToken !== token)
    return { status: 404, html: page('Commande', '<p>Order cannot be located.</p>') };
  const en = order.locale === 'en';
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(`${l.title} — ${variantTitleIn(en ? 'en' : 'fr', l.variantTitle)}`)}</td><td>${l.quantity}</td><td>${formatAmount(l.total)} ${order.currency}</td></tr>`,
    )
    .join('');
  const body = `<h1>${en ? 'Thank you!' : 'Merci !'}</h1>
<p data-order-name>${en ? 'Order' : 'Commande'} #${order.number}</p>
<table><tbody>${rows}</tbody></table>
<p data-total><strong>Total${colon(en)} ${formatAmount(order.total)} ${order.currency}</strong></p>${(
    order.giftCardPayments ?? []
  )
    .map((g) => giftCardLine(g.lastCharacters, g.amount, order.currency, en))
    .join('')}
<p>${en ? 'A confirmation was sent to' : 'Une confirmation a été envoyée à'} ${escapeHtml(order.email)}.</p>`;
  return {
    status: 200,
    html: page(en ? `Order #${order.number}` : `Commande #${order.number}`, body),
  };
}

/** A gift card's share of the payment, named by its last characters as Shopify shows it. */
/** A label's colon: French puts a narrow no-break space before it. */
const colon = (en: boolean) => (en ? ':' : ' :');

function giftCardLine(lastCharacters: string, amount: number, currency: string, en: boolean) {
  const label = en ? 'Gift card' : 'Carte cadeau';
  return `<p data-gift-card>${label} •••• ${escapeHtml(lastCharacters)}${colon(en)} −${formatAmount(amount)} ${currency}</p>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:system-ui;max-width:40rem;margin:2rem auto}td,th{padding:.4rem;text-align:left}label{display:block;margin:.4rem 0}.error{color:#a00}</style></head><body>${body}</body></html>`;
}
