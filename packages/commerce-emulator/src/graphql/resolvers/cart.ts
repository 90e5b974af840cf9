import { giftCardBalance } from '../../checkout/giftCardBalance.js';
import { giftCardByCode, type GiftCardRecord } from '../../onlineStore/content.js';
import type { Currency } from '../../catalogue/records.js';
import type { ResolverMap } from '../schema.js';
import { currencyOf, MARKETS, type RequestContext } from '../context.js';
import { connection, type PageArgs } from '../connection.js';
import { money, priceIn } from '../money.js';
import { productSource, variantSource } from '../sources.js';
import { customerSource } from './customer.js';
import {
  cartGid,
  type CartDoc,
  type CartLineDoc,
  type CartMetafieldDoc,
} from '../../store/cartStore.js';

export interface CartSource {
  __typename: 'Cart';
  doc: CartDoc;
}

interface LineSource {
  __typename: 'CartLine';
  line: CartLineDoc;
  cart: CartDoc;
}

export const cartSource = (doc: CartDoc): CartSource => ({ __typename: 'Cart', doc });

const EMPTY_ADDRESS = {
  firstName: null,
  lastName: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  province: null,
  zip: null,
  phone: null,
};

function customerOf(ctx: RequestContext, id: number) {
  const customer = ctx.customers.find(id);
  return customer ? customerSource(customer) : null;
}

/** The id of a gift card applied to a cart, as `cartGiftCardCodesRemove` takes it. */
export const appliedGiftCardId = (card: GiftCardRecord) =>
  `gid://shopify/AppliedGiftCard/${card.id.split('/').pop() ?? ''}`;

/** Discount codes the seed knows, with their percentage (see store/database.ts). */
const DISCOUNTS: Record<string, number> = { TREIZE10: 10 };
export const discountPercentage = (code: string) => DISCOUNTS[code.toUpperCase()];

/** Delivery options by market: free tracked post, or express. */
export function deliveryOptions(currency: Currency, lang: 'fr' | 'en') {
  return [
    {
      handle: 'standard',
      code: 'standard',
      title: lang === 'en' ? 'Tracked post' : 'Colissimo suivi',
      description: lang === 'en' ? '3 to 5 working days' : '3 à 5 jours ouvrés',
      deliveryMethodType: 'SHIPPING',
      estimatedCost: money(currency === 'USD' ? 15 : 0, currency),
    },
    {
      handle: 'express',
      code: 'express',
      title: lang === 'en' ? 'Express' : 'Chronopost express',
      description: lang === 'en' ? 'Next working day' : 'Le jour ouvré suivant',
      deliveryMethodType: 'SHIPPING',
      estimatedCost: money(currency === 'USD' ? 35 : 12, currency),
    },
  ];
}

export const deliveryGroupId = (doc: CartDoc) => `gid://shopify/CartDeliveryGroup/${doc.token}-1`;

/** Prices of a cart in its market's currency: the single place cart totals are computed. */
export function cartCosts(ctx: RequestContext, doc: CartDoc) {
  const currency = currencyOf(doc.buyerIdentity.countryCode);
  const lines = doc.lines.flatMap((line) => {
    const found = ctx.catalogue.variantById(line.merchandiseId);
    if (!found) return [];
    const unit = found.variant.price[currency];
    return [
      {
        line,
        found,
        unit,
        compareAt: found.variant.compareAtPrice?.[currency] ?? null,
        subtotal: unit * line.quantity,
      },
    ];
  });
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const percentage =
    doc.lines.length > 0
      ? Math.max(0, ...doc.discountCodes.map((c) => discountPercentage(c) ?? 0))
      : 0;
  const discount = Math.round(subtotal * percentage) / 100;
  const delivery = doc.selectedDeliveryOption
    ? (deliveryOptions(currency, ctx.lang).find((o) => o.handle === doc.selectedDeliveryOption)
        ?.estimatedCost.amount ?? '0')
    : '0';
  const due = subtotal - discount + Number(delivery);
  // Gift cards pay what is left, in the order they were applied, up to their balance.
  let remaining = due;
  const giftCards = (doc.giftCardCodes ?? []).flatMap((code) => {
    const card = giftCardByCode(code);
    if (!card) return [];
    const balance = giftCardBalance(ctx.orders, card, currency);
    const used = Math.round(Math.min(balance, remaining) * 100) / 100;
    remaining -= used;
    return [{ card, used, balance: Math.round((balance - used) * 100) / 100 }];
  });
  return {
    currency,
    lines,
    subtotal,
    discount,
    due,
    giftCards,
    total: Math.round(remaining * 100) / 100,
  };
}

function metafieldSource(doc: CartDoc, m: CartMetafieldDoc) {
  return {
    __typename: 'Metafield',
    ...m,
    description: null,
    reference: null,
    references: null,
    parentResource: cartSource(doc),
  };
}

export { metafieldSource };

const splitKey = (namespace: string | null | undefined, key: string) => {
  const dot = key.indexOf('.');
  return dot > 0
    ? { namespace: key.slice(0, dot), key: key.slice(dot + 1) }
    : { namespace: namespace ?? 'custom', key };
};
export { splitKey };

export const cartResolvers: ResolverMap = {
  Cart: {
    id: (c: CartSource) => cartGid(c.doc),
    checkoutUrl: (c: CartSource, _a: unknown, ctx) => `${ctx.origin}/checkouts/cn/${c.doc.token}`,
    createdAt: (c: CartSource) => c.doc.createdAt,
    updatedAt: (c: CartSource) => c.doc.updatedAt,
    note: (c: CartSource) => c.doc.note,
    totalQuantity: (c: CartSource) => c.doc.lines.reduce((sum, l) => sum + l.quantity, 0),
    attributes: (c: CartSource) => c.doc.attributes,
    attribute: (c: CartSource, a: { key: string }) =>
      c.doc.attributes.find((x) => x.key === a.key) ?? null,
    appliedGiftCards: (c: CartSource, _a: unknown, ctx) => {
      const costs = cartCosts(ctx, c.doc);
      return costs.giftCards.map(({ card, used, balance }) => ({
        __typename: 'AppliedGiftCard',
        id: appliedGiftCardId(card),
        lastCharacters: card.code.slice(-4),
        amountUsed: money(used, costs.currency),
        amountUsedV2: money(used, costs.currency),
        presentmentAmountUsed: money(used, costs.currency),
        balance: money(balance, costs.currency),
        balanceV2: money(balance, costs.currency),
      }));
    },
    delivery: () => ({ addresses: [] }),
    buyerIdentity: (c: CartSource, _a: unknown, ctx) => ({
      countryCode: c.doc.buyerIdentity.countryCode,
      email: c.doc.buyerIdentity.email,
      phone: c.doc.buyerIdentity.phone,
      customer: c.doc.buyerIdentity.customerId
        ? customerOf(ctx, c.doc.buyerIdentity.customerId)
        : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    }),
    lines: (c: CartSource, a: PageArgs & { reverse?: boolean | null }) => {
      const list = a.reverse ? [...c.doc.lines].reverse() : c.doc.lines;
      return connection(
        list,
        a,
        (l) => l.id,
        (line): LineSource => ({ __typename: 'CartLine', line, cart: c.doc }),
      );
    },
    cost: (c: CartSource, _a: unknown, ctx) => {
      const costs = cartCosts(ctx, c.doc);
      return {
        subtotalAmount: money(costs.subtotal, costs.currency),
        totalAmount: money(costs.total, costs.currency),
        checkoutChargeAmount: money(costs.total, costs.currency),
        subtotalAmountEstimated: false,
        totalAmountEstimated: false,
        totalTaxAmount: null,
        totalTaxAmountEstimated: false,
        totalDutyAmount: null,
        totalDutyAmountEstimated: false,
      };
    },
    discountCodes: (c: CartSource) =>
      c.doc.discountCodes.map((code) => ({
        code,
        applicable: discountPercentage(code) !== undefined && c.doc.lines.length > 0,
      })),
    discountAllocations: (c: CartSource, _a: unknown, ctx) => {
      const costs = cartCosts(ctx, c.doc);
      const code = c.doc.discountCodes.find((x) => discountPercentage(x) !== undefined);
      if (!code || costs.discount === 0) return [];
      return [
        {
          __typename: 'CartCodeDiscountAllocation',
          code,
          discountedAmount: money(costs.discount, costs.currency),
          targetType: 'LINE_ITEM',
          discountApplication: {
            allocationMethod: 'ACROSS',
            targetSelection: 'ALL',
            targetType: 'LINE_ITEM',
            value: { __typename: 'PricingPercentageValue', percentage: discountPercentage(code) },
          },
        },
      ];
    },
    deliveryGroups: (c: CartSource, a: PageArgs, ctx) => {
      const currency = currencyOf(c.doc.buyerIdentity.countryCode);
      const country =
        c.doc.buyerIdentity.countryCode && MARKETS[c.doc.buyerIdentity.countryCode]
          ? c.doc.buyerIdentity.countryCode
          : 'FR';
      const options = deliveryOptions(currency, ctx.lang);
      const groups =
        c.doc.lines.length === 0
          ? []
          : [
              {
                id: deliveryGroupId(c.doc),
                groupType: 'ONE_TIME_PURCHASE',
                deliveryOptions: options,
                selectedDeliveryOption:
                  options.find((o) => o.handle === c.doc.selectedDeliveryOption) ?? null,
                deliveryAddress: {
                  __typename: 'MailingAddress',
                  gid: `gid://shopify/MailingAddress/${c.doc.token}?model_name=CartAddress`,
                  address: {
                    ...EMPTY_ADDRESS,
                    countryCode: country,
                    country: MARKETS[country]?.name.en ?? country,
                  },
                },
                cartLines: connection(
                  c.doc.lines,
                  { first: 250 },
                  (l) => l.id,
                  (line): LineSource => ({ __typename: 'CartLine', line, cart: c.doc }),
                ),
              },
            ];
      return connection(
        groups,
        a,
        (g) => g.id,
        (g) => g,
      );
    },
    metafield: (c: CartSource, a: { namespace?: string | null; key: string }) => {
      const wanted = splitKey(a.namespace, a.key);
      const found = c.doc.metafields.find(
        (m) => m.namespace === wanted.namespace && m.key === wanted.key,
      );
      return found ? metafieldSource(c.doc, found) : null;
    },
    metafields: (c: CartSource, a: { identifiers: { namespace?: string | null; key: string }[] }) =>
      a.identifiers.map((id) => {
        const wanted = splitKey(id.namespace, id.key);
        const found = c.doc.metafields.find(
          (m) => m.namespace === wanted.namespace && m.key === wanted.key,
        );
        return found ? metafieldSource(c.doc, found) : null;
      }),
  },
  CartLine: {
    id: (l: LineSource) => l.line.id,
    quantity: (l: LineSource) => l.line.quantity,
    attributes: (l: LineSource) => l.line.attributes,
    attribute: (l: LineSource, a: { key: string }) =>
      l.line.attributes.find((x) => x.key === a.key) ?? null,
    discountAllocations: () => [],
    sellingPlanAllocation: () => null,
    parentRelationship: () => null,
    instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
    merchandise: (l: LineSource, _a: unknown, ctx) => {
      const found = ctx.catalogue.variantById(l.line.merchandiseId);
      return found ? variantSource(productSource(found.product), found.variant) : null;
    },
    cost: (l: LineSource, _a: unknown, ctx) => {
      const currency = currencyOf(l.cart.buyerIdentity.countryCode);
      const found = ctx.catalogue.variantById(l.line.merchandiseId);
      const unit = found?.variant.price[currency] ?? 0;
      return {
        amountPerQuantity: money(unit, currency),
        compareAtAmountPerQuantity: found?.variant.compareAtPrice
          ? priceIn(found.variant.compareAtPrice, currency)
          : null,
        subtotalAmount: money(unit * l.line.quantity, currency),
        totalAmount: money(unit * l.line.quantity, currency),
      };
    },
  },
};
