import type Database from 'better-sqlite3';
import type { Currency } from '../catalogue/records.js';
import type { AddressDoc } from './customerStore.js';

export interface OrderLineDoc {
  title: string;
  variantTitle: string;
  variantId: string;
  quantity: number;
  unit: number;
  total: number;
}

/** An order placed on the emulator's hosted checkout. */
export interface OrderDoc {
  id: number;
  number: number;
  customerId: number | null;
  email: string;
  phone: string | null;
  currency: Currency;
  locale: 'fr' | 'en';
  lines: OrderLineDoc[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  shippingAddress: Omit<AddressDoc, 'id'>;
  processedAt: string;
  financialStatus: 'PAID';
  fulfillmentStatus: 'UNFULFILLED';
  /** Secret part of the order status URL. */
  statusToken: string;
  /** What gift cards paid of `total` (absent on orders stored before gift cards were honoured). */
  giftCardPayments?: GiftCardPaymentDoc[];
}

/** One gift card's share of an order's payment. */
export interface GiftCardPaymentDoc {
  lastCharacters: string;
  amount: number;
}

/** An amount a gift card paid, in the order's currency. */
export interface GiftCardSpend {
  currency: Currency;
  amount: number;
}

const FIRST_ORDER_ID = 5_000_000_001;
const FIRST_ORDER_NUMBER = 1001;

export const orderGid = (id: number) => `gid://shopify/Order/${id}`;

export class OrderStore {
  private readonly insert;
  private readonly byId;
  private readonly byCustomer;
  private readonly max;
  private readonly insertSpend;
  private readonly spendsOf;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      'INSERT INTO orders (id, number, customer_id, doc) VALUES (?, ?, ?, ?)',
    );
    this.byId = db.prepare('SELECT doc FROM orders WHERE id = ?').pluck();
    this.byCustomer = db
      .prepare('SELECT doc FROM orders WHERE customer_id = ? ORDER BY id')
      .pluck();
    this.max = db.prepare('SELECT max(id) AS id, max(number) AS number FROM orders');
    this.insertSpend = db.prepare(
      'INSERT INTO gift_card_spends (code, currency, amount, order_id) VALUES (?, ?, ?, ?)',
    );
    this.spendsOf = db.prepare('SELECT currency, amount FROM gift_card_spends WHERE code = ?');
  }

  /** Stores a new order with the next id and number (#1001, #1002, …); call inside a transaction. */
  create(fields: Omit<OrderDoc, 'id' | 'number'>): OrderDoc {
    const last = this.max.get() as { id: number | null; number: number | null };
    const order: OrderDoc = {
      id: (last.id ?? FIRST_ORDER_ID - 1) + 1,
      number: (last.number ?? FIRST_ORDER_NUMBER - 1) + 1,
      ...fields,
    };
    this.insert.run(order.id, order.number, order.customerId, JSON.stringify(order));
    return order;
  }

  find(id: number): OrderDoc | null {
    const doc = this.byId.get(id) as string | undefined;
    return doc ? (JSON.parse(doc) as OrderDoc) : null;
  }

  ofCustomer(customerId: number): OrderDoc[] {
    return (this.byCustomer.all(customerId) as string[]).map((d) => JSON.parse(d) as OrderDoc);
  }

  /** Records what a gift card paid of an order; call inside the order's transaction. */
  spendGiftCard(code: string, spend: GiftCardSpend, orderId: number): void {
    this.insertSpend.run(code, spend.currency, spend.amount, orderId);
  }

  /** Every amount a gift card has paid so far. */
  giftCardSpends(code: string): GiftCardSpend[] {
    return this.spendsOf.all(code) as GiftCardSpend[];
  }
}
