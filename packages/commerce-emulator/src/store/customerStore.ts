import type Database from 'better-sqlite3';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export interface AddressDoc {
  id: number;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
  countryCode: string | null;
  phone: string | null;
}

/** A customer of the legacy (Storefront API) customer accounts. */
export interface CustomerDoc {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  /** `salt:hash`, scrypt; null for an invited customer who has not activated the account yet. */
  password: string | null;
  enabled: boolean;
  addresses: AddressDoc[];
  defaultAddressId: number | null;
  nextAddressId: number;
  activationToken: string | null;
  resetToken: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A mail the shop would send, kept for developers and tests (`GET /__emulator/outbox`). */
export interface OutboxMail {
  id?: number;
  kind: 'customer_account_activate' | 'customer_password_reset' | 'order_confirmation';
  to: string;
  subject: string;
  text: string;
  url: string | null;
  /** The path of `url`, for a storefront that serves it on its own origin. */
  path: string | null;
  sentAt: string;
}

/** Customer access tokens live 30 days, as Shopify's do. */
const TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;
const FIRST_CUSTOMER_ID = 7_000_000_001;

export const customerGid = (id: number) => `gid://shopify/Customer/${id}`;
export const addressGid = (id: number) =>
  `gid://shopify/MailingAddress/${id}?model_name=CustomerAddress`;
export const parseAddressGid = (gid: string) =>
  Number(/^gid:\/\/shopify\/MailingAddress\/(\d+)/.exec(gid)?.[1] ?? NaN);
export const parseCustomerGid = (gid: string) =>
  Number(/^gid:\/\/shopify\/Customer\/(\d+)$/.exec(gid)?.[1] ?? NaN);

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32, { N: 4096 }).toString('hex')}`;
}

function passwordMatches(stored: string | null, password: string): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const candidate = scryptSync(password, salt, 32, { N: 4096 });
  return timingSafeEqual(candidate, Buffer.from(hash, 'hex'));
}

export const newSecret = () => randomBytes(20).toString('hex');

/** Customers, their access tokens and the dev outbox. */
export class CustomerStore {
  private readonly byId;
  private readonly byEmail;
  private readonly insertCustomer;
  private readonly updateCustomer;
  private readonly insertToken;
  private readonly selectToken;
  private readonly deleteToken;
  private readonly maxId;
  private readonly insertMail;
  private readonly listMail;
  private readonly clearMail;

  constructor(private readonly db: Database.Database) {
    this.byId = db.prepare('SELECT doc FROM customers WHERE id = ?').pluck();
    this.byEmail = db.prepare('SELECT doc FROM customers WHERE email = ?').pluck();
    this.insertCustomer = db.prepare('INSERT INTO customers (id, email, doc) VALUES (?, ?, ?)');
    this.updateCustomer = db.prepare('UPDATE customers SET email = ?, doc = ? WHERE id = ?');
    this.insertToken = db.prepare(
      'INSERT INTO customer_tokens (token, customer_id, expires_at) VALUES (?, ?, ?)',
    );
    this.selectToken = db.prepare(
      'SELECT customer_id AS customerId, expires_at AS expiresAt FROM customer_tokens WHERE token = ?',
    );
    this.deleteToken = db.prepare('DELETE FROM customer_tokens WHERE token = ?');
    this.maxId = db.prepare('SELECT max(id) FROM customers').pluck();
    this.insertMail = db.prepare('INSERT INTO outbox (doc) VALUES (?)');
    this.listMail = db.prepare('SELECT id, doc FROM outbox ORDER BY id');
    this.clearMail = db.prepare('DELETE FROM outbox');
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  find(id: number): CustomerDoc | null {
    const doc = this.byId.get(id) as string | undefined;
    return doc ? (JSON.parse(doc) as CustomerDoc) : null;
  }

  findByEmail(email: string): CustomerDoc | null {
    const doc = this.byEmail.get(email.trim()) as string | undefined;
    return doc ? (JSON.parse(doc) as CustomerDoc) : null;
  }

  create(
    fields: Pick<
      CustomerDoc,
      | 'email'
      | 'firstName'
      | 'lastName'
      | 'phone'
      | 'acceptsMarketing'
      | 'password'
      | 'enabled'
      | 'activationToken'
    >,
  ): CustomerDoc {
    const now = new Date().toISOString();
    const id = Math.max(FIRST_CUSTOMER_ID, ((this.maxId.get() as number | null) ?? 0) + 1);
    const customer: CustomerDoc = {
      id,
      ...fields,
      addresses: [],
      defaultAddressId: null,
      nextAddressId: id * 100 + 1,
      resetToken: null,
      createdAt: now,
      updatedAt: now,
    };
    this.insertCustomer.run(id, customer.email, JSON.stringify(customer));
    return customer;
  }

  save(customer: CustomerDoc): void {
    customer.updatedAt = new Date().toISOString();
    this.updateCustomer.run(customer.email, JSON.stringify(customer), customer.id);
  }

  /** The customer whose password matches, enabled only; null otherwise (Shopify does not say which). */
  authenticate(email: string, password: string): CustomerDoc | null {
    const customer = this.findByEmail(email);
    return customer?.enabled && passwordMatches(customer.password, password) ? customer : null;
  }

  issueToken(customerId: number): { accessToken: string; expiresAt: string } {
    const accessToken = newSecret();
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString();
    this.insertToken.run(accessToken, customerId, expiresAt);
    return { accessToken, expiresAt };
  }

  /** The customer an unexpired access token belongs to. */
  byToken(token: string): CustomerDoc | null {
    const row = this.selectToken.get(token) as
      { customerId: number; expiresAt: string } | undefined;
    if (!row || row.expiresAt < new Date().toISOString()) return null;
    return this.find(row.customerId);
  }

  revokeToken(token: string): boolean {
    return this.deleteToken.run(token).changes > 0;
  }

  send(mail: Omit<OutboxMail, 'sentAt' | 'id'>): void {
    this.insertMail.run(JSON.stringify({ ...mail, sentAt: new Date().toISOString() }));
  }

  outbox(): OutboxMail[] {
    return (this.listMail.all() as { id: number; doc: string }[]).map((r) => ({
      id: r.id,
      ...(JSON.parse(r.doc) as OutboxMail),
    }));
  }

  clearOutbox(): void {
    this.clearMail.run();
  }
}

export { passwordMatches };
