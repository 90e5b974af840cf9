import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../catalogue/build.js';
import { foldText } from './foldText.js';

/** Bumped when the tables change: an older data dir is reseeded rather than misread. */
const SCHEMA_VERSION = '5';

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY, handle TEXT NOT NULL UNIQUE, position INTEGER NOT NULL,
  title_fr TEXT NOT NULL, title_en TEXT NOT NULL, product_type TEXT NOT NULL, vendor TEXT NOT NULL,
  search_fr TEXT NOT NULL, search_en TEXT NOT NULL, tags TEXT NOT NULL,
  min_eur REAL NOT NULL, min_usd REAL NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
  doc TEXT NOT NULL
);
-- Lists and searches scan this in the catalogue's order without reading each product's document
-- (a few kilobytes of JSON a row), so their cost stays small as the catalogue grows.
CREATE INDEX IF NOT EXISTS products_listing ON products(position, id, search_fr, search_en);
CREATE TABLE IF NOT EXISTS variants (
  id TEXT PRIMARY KEY, product_id TEXT NOT NULL REFERENCES products(id), position INTEGER NOT NULL,
  quantity INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS variants_product ON variants(product_id);
CREATE TABLE IF NOT EXISTS collections (
  id TEXT PRIMARY KEY, handle TEXT NOT NULL UNIQUE, position INTEGER NOT NULL, title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL, updated_at TEXT NOT NULL, doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS collection_products (
  collection_id TEXT NOT NULL, product_id TEXT NOT NULL, position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);
CREATE TABLE IF NOT EXISTS images (key TEXT PRIMARY KEY, width INTEGER NOT NULL, height INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS carts (
  token TEXT PRIMARY KEY, secret TEXT NOT NULL, doc TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS discount_codes (code TEXT PRIMARY KEY COLLATE NOCASE, percentage REAL NOT NULL);
CREATE TABLE IF NOT EXISTS analytics_events (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, event TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS customers (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS customer_tokens (token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, number INTEGER NOT NULL UNIQUE, customer_id INTEGER, doc TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id);
CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS gift_card_spends (id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL, currency TEXT NOT NULL, amount REAL NOT NULL, order_id INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS gift_card_spends_code ON gift_card_spends(code);
`;

const TABLES = [
  'meta',
  'products',
  'variants',
  'collections',
  'collection_products',
  'images',
  'carts',
  'discount_codes',
  'analytics_events',
  'customers',
  'customer_tokens',
  'orders',
  'outbox',
  'gift_card_spends',
];

/** Opens (creating if needed) the emulator's SQLite file in WAL mode. */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'commerce.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // `title:` terms compare folded titles; the titles themselves keep their accents.
  db.function('fold', { deterministic: true }, (text: unknown) => foldText(String(text)));
  return db;
}

/** True when the database holds a seeded catalogue of the current schema version. */
export function isSeeded(db: Database.Database): boolean {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
    .get();
  if (!exists) return false;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as
    { value: string } | undefined;
  return row?.value === SCHEMA_VERSION;
}

/**
 * Drops every table and writes the catalogue, the discount codes and the schema version in one
 * transaction. Foreign keys are off meanwhile: dropping `products` while `variants` still holds
 * rows that point at it would fail, and the tables are rebuilt whole anyway (SQLite only lets the
 * pragma change outside a transaction).
 */
export function seedDatabase(db: Database.Database, catalogue: Catalogue): void {
  db.pragma('foreign_keys = OFF');
  try {
    writeSeed(db, catalogue);
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

function writeSeed(db: Database.Database, catalogue: Catalogue): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(DDL);
    const insertProduct = db.prepare(
      `INSERT INTO products (id, handle, position, title_fr, title_en, product_type, vendor, search_fr, search_en, tags, min_eur, min_usd, created_at, updated_at, doc)
       VALUES (@id, @handle, @position, @title_fr, @title_en, @product_type, @vendor, @search_fr, @search_en, @tags, @min_eur, @min_usd, @created_at, @updated_at, @doc)`,
    );
    const insertVariant = db.prepare(
      'INSERT INTO variants (id, product_id, position, quantity) VALUES (?, ?, ?, ?)',
    );
    for (const p of catalogue.products) {
      const { variants } = p;
      insertProduct.run({
        id: p.id,
        handle: p.handle,
        position: p.position,
        title_fr: p.title.fr,
        title_en: p.title.en,
        product_type: p.productType.fr,
        vendor: p.vendor,
        // Folded (no accents, lower case): search compares folded words.
        search_fr: foldText(
          [p.title.fr, p.vendor, p.productType.fr, p.description.fr, ...p.tags].join(' '),
        ),
        search_en: foldText(
          [p.title.en, p.vendor, p.productType.en, p.description.en, ...p.tags].join(' '),
        ),
        // Pipes on both sides so that `tag:x` matches a whole tag with LIKE '%|x|%'.
        tags: `|${p.tags.join('|').toLowerCase()}|`,
        min_eur: Math.min(...variants.map((v) => v.price.EUR)),
        min_usd: Math.min(...variants.map((v) => v.price.USD)),
        created_at: p.createdAt,
        updated_at: p.updatedAt,
        doc: JSON.stringify(p),
      });
      for (const v of variants) insertVariant.run(v.id, p.id, v.position, v.quantity);
    }
    const insertCollection = db.prepare(
      'INSERT INTO collections (id, handle, position, title_fr, title_en, updated_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const c of catalogue.collections) {
      insertCollection.run(
        c.id,
        c.handle,
        c.position,
        c.title.fr,
        c.title.en,
        c.updatedAt,
        JSON.stringify(c),
      );
    }
    const insertMembership = db.prepare(
      'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
    );
    for (const m of catalogue.memberships)
      insertMembership.run(m.collectionId, m.productId, m.position);
    const insertImage = db.prepare('INSERT INTO images (key, width, height) VALUES (?, ?, ?)');
    for (const image of catalogue.images) insertImage.run(image.key, image.width, image.height);
    db.prepare('INSERT INTO discount_codes (code, percentage) VALUES (?, ?)').run('TREIZE10', 10);
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema', ?)").run(SCHEMA_VERSION);
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogue_size', ?)").run(
      String(catalogue.products.length),
    );
  })();
}
