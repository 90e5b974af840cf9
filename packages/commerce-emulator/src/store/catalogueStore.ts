import type Database from 'better-sqlite3';
import type {
  CollectionRecord,
  Currency,
  Lang,
  ProductRecord,
  VariantRecord,
} from '../catalogue/records.js';
import { searchQueryToSql } from './searchQuery.js';

/** A product with its live stock, as every resolver sees it. */
export interface LoadedProduct {
  record: ProductRecord;
  quantities: Map<string, number>;
}

/** A variant with its product, as merchandise and as a Node. */
export interface LoadedVariant {
  variant: VariantRecord;
  product: LoadedProduct;
}

export type ProductSort =
  | 'BEST_SELLING'
  | 'CREATED_AT'
  | 'CREATED'
  | 'ID'
  | 'PRICE'
  | 'PRODUCT_TYPE'
  | 'RELEVANCE'
  | 'TITLE'
  | 'UPDATED_AT'
  | 'VENDOR'
  | 'COLLECTION_DEFAULT'
  | 'MANUAL';

export interface ProductListQuery {
  lang: Lang;
  currency: Currency;
  query?: string | null;
  sortKey?: ProductSort | null;
  reverse?: boolean | null;
  collectionId?: string;
  /** Leave out products with nothing in stock (search's `unavailableProducts: HIDE`). */
  availableOnly?: boolean;
}

/** Catalogue documents never change after seeding, so parsed ones are kept (stock is read live). */
const CACHE_LIMIT = 5000;

/** Reads the seeded catalogue with prepared statements. */
export class CatalogueStore {
  private readonly productCache = new Map<string, ProductRecord>();
  private readonly byHandle;
  private readonly byId;
  private readonly quantities;
  private readonly variantOwner;
  private readonly collectionByHandle;
  private readonly collectionById;
  private readonly allCollections;
  private readonly collectionsOfProduct;
  private readonly imageSize;
  private readonly decrement;
  private readonly listCache = new Map<string, Database.Statement>();
  /** Artwork sizes never change after seeding. */
  private readonly imageSizes = new Map<string, { width: number; height: number } | null>();

  constructor(private readonly db: Database.Database) {
    this.byHandle = db.prepare('SELECT id FROM products WHERE handle = ?').pluck();
    this.byId = db.prepare('SELECT id, doc FROM products WHERE id = ?');
    this.quantities = db.prepare('SELECT id, quantity FROM variants WHERE product_id = ?');
    this.variantOwner = db.prepare('SELECT product_id AS productId FROM variants WHERE id = ?');
    this.collectionByHandle = db.prepare('SELECT doc FROM collections WHERE handle = ?');
    this.collectionById = db.prepare('SELECT doc FROM collections WHERE id = ?');
    this.allCollections = db.prepare(
      'SELECT doc, title_fr, title_en, updated_at FROM collections ORDER BY position',
    );
    this.collectionsOfProduct = db.prepare(
      'SELECT c.doc FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE cp.product_id = ? ORDER BY c.position',
    );
    this.imageSize = db.prepare('SELECT width, height FROM images WHERE key = ?');
    this.decrement = db.prepare(
      'UPDATE variants SET quantity = quantity - ? WHERE id = ? AND quantity >= ?',
    );
  }

  productByHandle(handle: string): LoadedProduct | null {
    const id = this.byHandle.get(handle) as string | undefined;
    return id ? this.productById(id) : null;
  }

  productById(id: string): LoadedProduct | null {
    const record = this.recordById(id);
    return record ? { record, quantities: this.stock(id) } : null;
  }

  /** A product's record without its stock: what ranking and listing read, one query fewer. */
  recordById(id: string): ProductRecord | null {
    const cached = this.productCache.get(id);
    if (cached) return cached;
    return this.load(this.byId.get(id) as { id: string; doc: string } | undefined);
  }

  variantById(id: string): LoadedVariant | null {
    const owner = this.variantOwner.get(id) as { productId: string } | undefined;
    if (!owner) return null;
    const product = this.productById(owner.productId);
    const variant = product?.record.variants.find((v) => v.id === id);
    return product && variant ? { variant, product } : null;
  }

  collectionByHandleOrId(by: {
    handle?: string | null;
    id?: string | null;
  }): CollectionRecord | null {
    const row = (
      by.id ? this.collectionById.get(by.id) : this.collectionByHandle.get(by.handle ?? '')
    ) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as CollectionRecord) : null;
  }

  collections(): CollectionRecord[] {
    return (this.allCollections.all() as { doc: string }[]).map(
      (r) => JSON.parse(r.doc) as CollectionRecord,
    );
  }

  collectionsOf(productId: string): CollectionRecord[] {
    return (this.collectionsOfProduct.all(productId) as { doc: string }[]).map(
      (r) => JSON.parse(r.doc) as CollectionRecord,
    );
  }

  imageDimensions(key: string): { width: number; height: number } | null {
    let size = this.imageSizes.get(key);
    if (size === undefined) {
      size = (this.imageSize.get(key) as { width: number; height: number } | undefined) ?? null;
      this.imageSizes.set(key, size);
    }
    return size;
  }

  /** Takes `quantity` out of a variant's stock; false (and no change) when there is not enough. */
  takeStock(variantId: string, quantity: number): boolean {
    return this.decrement.run(quantity, variantId, quantity).changes === 1;
  }

  /** Ordered ids of the products matching a list query (filter, collection, sort). */
  productIds(list: ProductListQuery): string[] {
    const filter = list.query ? searchQueryToSql(list.query, list.lang) : null;
    const conditions: string[] = [];
    const params: (string | number)[] = [];
    let from = 'products p';
    if (list.collectionId) {
      from += ' JOIN collection_products cp ON cp.product_id = p.id AND cp.collection_id = ?';
      params.push(list.collectionId);
    }
    if (filter) {
      conditions.push(filter.sql);
      params.push(...filter.params);
    }
    if (list.availableOnly)
      conditions.push(
        'EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.quantity > 0)',
      );
    const direction = list.reverse ? 'DESC' : 'ASC';
    const order = sortColumn(list.sortKey ?? 'ID', list);
    const sql = `SELECT p.id FROM ${from}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''} ORDER BY ${order} ${direction}, p.position ${direction}`;
    let statement = this.listCache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql).pluck();
      this.listCache.set(sql, statement);
    }
    return statement.all(...params) as string[];
  }

  private stock(productId: string): Map<string, number> {
    const rows = this.quantities.all(productId) as { id: string; quantity: number }[];
    return new Map(rows.map((r) => [r.id, r.quantity]));
  }

  private load(row: { id: string; doc: string } | undefined): ProductRecord | null {
    if (!row) return null;
    const record = JSON.parse(row.doc) as ProductRecord;
    if (this.productCache.size >= CACHE_LIMIT) {
      // Evict the oldest entry (Map keeps insertion order) rather than dropping everything.
      const oldest = this.productCache.keys().next().value;
      if (oldest !== undefined) this.productCache.delete(oldest);
    }
    this.productCache.set(row.id, record);
    return record;
  }
}

function sortColumn(sortKey: ProductSort, list: ProductListQuery): string {
  switch (sortKey) {
    case 'TITLE':
      return list.lang === 'en' ? 'p.title_en COLLATE NOCASE' : 'p.title_fr COLLATE NOCASE';
    case 'PRICE':
      return list.currency === 'USD' ? 'p.min_usd' : 'p.min_eur';
    case 'CREATED_AT':
    case 'CREATED':
      return 'p.created_at';
    case 'UPDATED_AT':
      return 'p.updated_at';
    case 'PRODUCT_TYPE':
      return 'p.product_type';
    case 'VENDOR':
      return 'p.vendor';
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
      return list.collectionId ? 'cp.position' : 'p.position';
    default:
      // ID, BEST_SELLING and RELEVANCE: the catalogue order, which is also ascending gid order for the demo.
      return 'p.position';
  }
}
