import type Database from 'better-sqlite3';
import { randomBytes, randomUUID } from 'node:crypto';

export interface AttributeDoc {
  key: string;
  value: string;
}

export interface CartLineDoc {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: AttributeDoc[];
}

export interface CartMetafieldDoc {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
}

/** One cart as stored: a single JSON document, so each mutation rewrites it whole or not at all. */
export interface CartDoc {
  token: string;
  secret: string;
  lines: CartLineDoc[];
  note: string;
  attributes: AttributeDoc[];
  /** `customerId` is set by a valid customer access token: the order is then attached to that customer. */
  buyerIdentity: {
    countryCode: string | null;
    email: string | null;
    phone: string | null;
    customerId?: number | null;
  };
  discountCodes: string[];
  /** Gift card codes applied, normalised (absent on carts stored before gift cards existed). */
  giftCardCodes?: string[];
  selectedDeliveryOption: string | null;
  metafields: CartMetafieldDoc[];
  createdAt: string;
  updatedAt: string;
}

/** A cart gid the Shopify way: `gid://shopify/Cart/<token>?key=<secret>`. */
export const cartGid = (cart: Pick<CartDoc, 'token' | 'secret'>) =>
  `gid://shopify/Cart/${cart.token}?key=${cart.secret}`;

/** Splits a cart gid; null when it is not one. */
export function parseCartGid(id: string): { token: string; secret: string } | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]+)\?key=([A-Za-z0-9]+)$/.exec(id);
  return match?.[1] && match[2] ? { token: match[1], secret: match[2] } : null;
}

export const newLineId = (token: string) => `gid://shopify/CartLine/${randomUUID()}?cart=${token}`;

/** Stores carts; every change goes through `transact`, one SQLite transaction. */
export class CartStore {
  private readonly select;
  private readonly insert;
  private readonly update;
  private readonly remove;

  constructor(private readonly db: Database.Database) {
    this.select = db.prepare('SELECT doc FROM carts WHERE token = ?').pluck();
    this.insert = db.prepare(
      'INSERT INTO carts (token, secret, doc, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.update = db.prepare('UPDATE carts SET doc = ?, updated_at = ? WHERE token = ?');
    this.remove = db.prepare('DELETE FROM carts WHERE token = ?');
  }

  /** The cart a gid names, or null when the gid is malformed, unknown or has the wrong key. */
  find(id: string): CartDoc | null {
    const parsed = parseCartGid(id);
    if (!parsed) return null;
    const doc = this.select.get(parsed.token) as string | undefined;
    if (!doc) return null;
    const cart = JSON.parse(doc) as CartDoc;
    return cart.secret === parsed.secret ? cart : null;
  }

  /** The cart a checkout URL names by its token alone. */
  findByToken(token: string): CartDoc | null {
    const doc = this.select.get(token) as string | undefined;
    return doc ? (JSON.parse(doc) as CartDoc) : null;
  }

  /** Closes a cart once its checkout is paid: like Shopify, the cart id then answers null. */
  delete(token: string): void {
    this.remove.run(token);
  }

  /** A new, unsaved, empty cart. */
  blank(now: string): CartDoc {
    // Shopify cart tokens look like `c1-<hex>`; the key is a separate secret.
    const token = `c1-${randomBytes(16).toString('hex')}`;
    return {
      token,
      secret: randomBytes(16).toString('hex'),
      lines: [],
      note: '',
      attributes: [],
      buyerIdentity: { countryCode: null, email: null, phone: null },
      discountCodes: [],
      selectedDeliveryOption: null,
      metafields: [],
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Runs `work` in one transaction; what it returns is saved only when it returns a cart. */
  transact<T extends { save: CartDoc | null; isNew?: boolean }>(work: () => T): T {
    return this.db.transaction(() => {
      const result = work();
      const cart = result.save;
      if (cart) {
        if (result.isNew)
          this.insert.run(
            cart.token,
            cart.secret,
            JSON.stringify(cart),
            cart.createdAt,
            cart.updatedAt,
          );
        else this.update.run(JSON.stringify(cart), cart.updatedAt, cart.token);
      }
      return result;
    })();
  }
}
