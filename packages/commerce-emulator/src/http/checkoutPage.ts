import type { RequestContext } from '../graphql/context.js';
import { cartCosts } from '../graphql/resolvers/cart.js';
import { formatAmount } from '../graphql/money.js';
import { escapeHtml } from './respond.js';

/**
 * The page `checkoutUrl` leads to: the hand-off target of spec §7 ("Checkout"). It shows the cart's
 * lines and totals so a shopper (or an e2e test) can see the hand-off carried the right cart.
 */
export function checkoutPage(ctx: RequestContext, token: string): { status: number; html: string } {
  const cart = ctx.carts.findByToken(token);
  const en = ctx.lang === 'en';
  const title = en ? 'Checkout' : 'Paiement';
  if (!cart) {
    const message = en ? 'This checkout does not exist or has expired.' : "Ce paiement n'existe pas ou a expiré.";
    return { status: 404, html: page(title, `<p>${message}</p>`) };
  }
  const costs = cartCosts(ctx, cart);
  const rows = costs.lines
    .map(({ line, found, subtotal }) => {
      const name = `${found.product.record.title[ctx.lang]} — ${found.variant.title}`;
      return `<tr data-line="${escapeHtml(line.id)}"><td>${escapeHtml(name)}</td><td>${line.quantity}</td><td>${formatAmount(subtotal)} ${costs.currency}</td></tr>`;
    })
    .join('');
  const discount = costs.discount > 0 ? `<p data-discount>${en ? 'Discount' : 'Remise'}: −${formatAmount(costs.discount)} ${costs.currency}</p>` : '';
  const body = `<h1>Atelier Treize — ${title}</h1>
<table><thead><tr><th>${en ? 'Item' : 'Article'}</th><th>${en ? 'Quantity' : 'Quantité'}</th><th>${en ? 'Amount' : 'Montant'}</th></tr></thead><tbody>${rows}</tbody></table>
<p data-subtotal>${en ? 'Subtotal' : 'Sous-total'}: ${formatAmount(costs.subtotal)} ${costs.currency}</p>${discount}
<p data-total><strong>Total: ${formatAmount(costs.total)} ${costs.currency}</strong></p>`;
  return { status: 200, html: page(title, body) };
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:system-ui;max-width:40rem;margin:2rem auto}td,th{padding:.4rem;text-align:left}</style></head><body>${body}</body></html>`;
}
