import type { ResolverMap } from '../schema.js';
import type { RequestContext } from '../context.js';
import { connection, type PageArgs } from '../connection.js';
import { money } from '../money.js';
import { formatAddress, type AddressSource } from '../addresses.js';
import { productSource, variantSource } from '../sources.js';
import { addressGid, customerGid, type CustomerDoc } from '../../store/customerStore.js';
import { orderGid, type OrderDoc, type OrderLineDoc } from '../../store/orderStore.js';

export interface CustomerSource {
  __typename: 'Customer';
  doc: CustomerDoc;
}

export interface OrderSource {
  __typename: 'Order';
  doc: OrderDoc;
}

export const customerSource = (doc: CustomerDoc): CustomerSource => ({
  __typename: 'Customer',
  doc,
});
export const orderSource = (doc: OrderDoc): OrderSource => ({ __typename: 'Order', doc });

export const addressSource = (doc: CustomerDoc['addresses'][number]): AddressSource => ({
  __typename: 'MailingAddress',
  gid: addressGid(doc.id),
  address: doc,
});

export const orderStatusUrl = (ctx: RequestContext, order: OrderDoc) =>
  `${ctx.origin}/orders/${order.id}/${order.statusToken}`;

const a = (s: AddressSource) => s.address;

export const customerResolvers: ResolverMap = {
  Customer: {
    id: (c: CustomerSource) => customerGid(c.doc.id),
    email: (c: CustomerSource) => c.doc.email,
    firstName: (c: CustomerSource) => c.doc.firstName,
    lastName: (c: CustomerSource) => c.doc.lastName,
    displayName: (c: CustomerSource) =>
      [c.doc.firstName, c.doc.lastName].filter(Boolean).join(' ') || c.doc.email,
    phone: (c: CustomerSource) => c.doc.phone,
    acceptsMarketing: (c: CustomerSource) => c.doc.acceptsMarketing,
    createdAt: (c: CustomerSource) => c.doc.createdAt,
    updatedAt: (c: CustomerSource) => c.doc.updatedAt,
    tags: () => [],
    numberOfOrders: (c: CustomerSource, _a: unknown, ctx) =>
      String(ctx.orders.ofCustomer(c.doc.id).length),
    defaultAddress: (c: CustomerSource) => {
      const found = c.doc.addresses.find((x) => x.id === c.doc.defaultAddressId);
      return found ? addressSource(found) : null;
    },
    addresses: (c: CustomerSource, args: PageArgs & { reverse?: boolean | null }) => {
      const list = args.reverse ? [...c.doc.addresses].reverse() : c.doc.addresses;
      return connection(list, args, (x) => String(x.id), addressSource);
    },
    orders: (
      c: CustomerSource,
      args: PageArgs & { reverse?: boolean | null; sortKey?: string | null },
      ctx,
    ) => {
      const list = ctx.orders.ofCustomer(c.doc.id);
      if (args.sortKey === 'TOTAL_PRICE') list.sort((x, y) => x.total - y.total);
      if (args.reverse) list.reverse();
      return {
        ...connection(list, args, (o) => String(o.id), orderSource),
        totalCount: String(list.length),
      };
    },
    metafield: () => null,
    metafields: (_c: CustomerSource, args: { identifiers: unknown[] }) =>
      args.identifiers.map(() => null),
  },
  MailingAddress: {
    id: (s: AddressSource) => s.gid,
    firstName: (s: AddressSource) => a(s).firstName,
    lastName: (s: AddressSource) => a(s).lastName,
    name: (s: AddressSource) => [a(s).firstName, a(s).lastName].filter(Boolean).join(' ') || null,
    company: (s: AddressSource) => a(s).company,
    address1: (s: AddressSource) => a(s).address1,
    address2: (s: AddressSource) => a(s).address2,
    city: (s: AddressSource) => a(s).city,
    province: (s: AddressSource) => a(s).province,
    provinceCode: () => null,
    zip: (s: AddressSource) => a(s).zip,
    country: (s: AddressSource) => a(s).country,
    countryCode: (s: AddressSource) => a(s).countryCode,
    countryCodeV2: (s: AddressSource) => a(s).countryCode,
    phone: (s: AddressSource) => a(s).phone,
    latitude: () => null,
    longitude: () => null,
    formatted: (
      s: AddressSource,
      args: { withName?: boolean | null; withCompany?: boolean | null },
    ) => formatAddress(a(s), args.withName ?? false, args.withCompany ?? true),
    formattedArea: (s: AddressSource) =>
      [a(s).city, a(s).province, a(s).country].filter(Boolean).join(', ') || null,
  },
  Order: {
    id: (o: OrderSource) => orderGid(o.doc.id),
    name: (o: OrderSource) => `#${o.doc.number}`,
    orderNumber: (o: OrderSource) => o.doc.number,
    processedAt: (o: OrderSource) => o.doc.processedAt,
    currencyCode: (o: OrderSource) => o.doc.currency,
    email: (o: OrderSource) => o.doc.email,
    phone: (o: OrderSource) => o.doc.phone,
    customerLocale: (o: OrderSource) => o.doc.locale,
    financialStatus: (o: OrderSource) => o.doc.financialStatus,
    fulfillmentStatus: (o: OrderSource) => o.doc.fulfillmentStatus,
    canceledAt: () => null,
    cancelReason: () => null,
    edited: () => false,
    customAttributes: () => [],
    successfulFulfillments: () => [],
    shippingDiscountAllocations: () => [],
    currentTotalDuties: () => null,
    originalTotalDuties: () => null,
    statusUrl: (o: OrderSource, _a: unknown, ctx) => orderStatusUrl(ctx, o.doc),
    customerUrl: (o: OrderSource, _a: unknown, ctx) => orderStatusUrl(ctx, o.doc),
    subtotalPrice: (o: OrderSource) => money(o.doc.subtotal - o.doc.discount, o.doc.currency),
    subtotalPriceV2: (o: OrderSource) => money(o.doc.subtotal - o.doc.discount, o.doc.currency),
    currentSubtotalPrice: (o: OrderSource) =>
      money(o.doc.subtotal - o.doc.discount, o.doc.currency),
    totalPrice: (o: OrderSource) => money(o.doc.total, o.doc.currency),
    totalPriceV2: (o: OrderSource) => money(o.doc.total, o.doc.currency),
    currentTotalPrice: (o: OrderSource) => money(o.doc.total, o.doc.currency),
    originalTotalPrice: (o: OrderSource) => money(o.doc.total, o.doc.currency),
    totalShippingPrice: (o: OrderSource) => money(o.doc.shipping, o.doc.currency),
    totalShippingPriceV2: (o: OrderSource) => money(o.doc.shipping, o.doc.currency),
    currentTotalShippingPrice: (o: OrderSource) => money(o.doc.shipping, o.doc.currency),
    totalTax: (o: OrderSource) => money(0, o.doc.currency),
    totalTaxV2: (o: OrderSource) => money(0, o.doc.currency),
    currentTotalTax: (o: OrderSource) => money(0, o.doc.currency),
    totalRefunded: (o: OrderSource) => money(0, o.doc.currency),
    totalRefundedV2: (o: OrderSource) => money(0, o.doc.currency),
    shippingAddress: (o: OrderSource) => ({
      __typename: 'MailingAddress',
      gid: `gid://shopify/MailingAddress/${o.doc.id}?model_name=Address`,
      address: o.doc.shippingAddress,
    }),
    billingAddress: (o: OrderSource) => ({
      __typename: 'MailingAddress',
      gid: `gid://shopify/MailingAddress/${o.doc.id}?model_name=Address`,
      address: o.doc.shippingAddress,
    }),
    lineItems: (o: OrderSource, args: PageArgs & { reverse?: boolean | null }) => {
      const list = args.reverse ? [...o.doc.lines].reverse() : o.doc.lines;
      return connection(
        list,
        args,
        (l) => l.variantId,
        (line) => ({ line, order: o.doc }),
      );
    },
    metafield: () => null,
    metafields: (_o: OrderSource, args: { identifiers: unknown[] }) =>
      args.identifiers.map(() => null),
  },
  OrderLineItem: {
    title: (l: { line: OrderLineDoc }) => l.line.title,
    quantity: (l: { line: OrderLineDoc }) => l.line.quantity,
    currentQuantity: (l: { line: OrderLineDoc }) => l.line.quantity,
    customAttributes: () => [],
    discountAllocations: () => [],
    originalTotalPrice: (l: { line: OrderLineDoc; order: OrderDoc }) =>
      money(l.line.total, l.order.currency),
    discountedTotalPrice: (l: { line: OrderLineDoc; order: OrderDoc }) =>
      money(l.line.total, l.order.currency),
    variant: (l: { line: OrderLineDoc }, _a: unknown, ctx) => {
      const found = ctx.catalogue.variantById(l.line.variantId);
      return found ? variantSource(productSource(found.product), found.variant) : null;
    },
  },
};
