import type { ResolverMap } from '../schema.js';
import { badArgument, type RequestContext } from '../context.js';
import { connection, type PageArgs } from '../connection.js';
import type { ProductSort } from '../../store/catalogueStore.js';
import type { Lang, ProductRecord } from '../../catalogue/records.js';
import { collectionSource, productSource, variantSource } from '../sources.js';
import { menu, productConnection } from './shop.js';
import { cartSource } from './cart.js';
import { orderSource } from './customer.js';
import {
  onlineStoreNode,
  plainText,
  predictiveOnlineStore,
  searchOnlineStore,
} from './onlineStore.js';
import { foldFields, foldedRelevance, rankingWords, type FoldedFields } from './searchRelevance.js';
import { publicApiVersions } from '../apiVersions.js';
import { foldText } from '../../store/foldText.js';

interface ListArgs extends PageArgs {
  query?: string | null;
  sortKey?: ProductSort | null;
  reverse?: boolean | null;
}

interface SearchArgs extends ListArgs {
  types?: string[] | null;
  unavailableProducts?: 'SHOW' | 'HIDE' | 'LAST' | null;
  productFilters?:
    { available?: boolean; productType?: string; productVendor?: string; tag?: string }[] | null;
}

function productByHandleOrId(
  ctx: RequestContext,
  args: { handle?: string | null; id?: string | null },
) {
  if (!args.handle && !args.id)
    throw badArgument('Provide either `handle` or `id` to look a product up.');
  const loaded = args.id
    ? ctx.catalogue.productById(args.id)
    : ctx.catalogue.productByHandle(args.handle ?? '');
  return loaded ? productSource(loaded) : null;
}

function loadProduct(ctx: RequestContext, id: string) {
  const loaded = ctx.catalogue.productById(id);
  return loaded ? productSource(loaded) : null;
}

/** Resolves any gid this catalogue or cart store knows; null for an unknown one, as Shopify does. */
function nodeById(ctx: RequestContext, id: string): unknown {
  const type = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
  switch (type) {
    case 'Product': {
      const loaded = ctx.catalogue.productById(id);
      return loaded ? productSource(loaded) : null;
    }
    case 'ProductVariant': {
      const loaded = ctx.catalogue.variantById(id);
      return loaded ? variantSource(productSource(loaded.product), loaded.variant) : null;
    }
    case 'Collection': {
      const record = ctx.catalogue.collectionByHandleOrId({ id });
      return record ? collectionSource(record) : null;
    }
    case 'Order': {
      const order = ctx.orders.find(Number(id.split('/').pop()));
      return order ? orderSource(order) : null;
    }
    case 'Cart': {
      const cart = ctx.carts.find(id);
      return cart ? cartSource(cart) : null;
    }
    default:
      return type ? onlineStoreNode(type, id) : null;
  }
}

const NOTHING_TO_RANK: FoldedFields = { title: '', labels: [], text: '' };

/**
 * A product's ranked fields, folded once per record and language: a broad search ranks every
 * match, and folding each description again on every request made its cost grow with the
 * catalogue. Records are the catalogue's cached objects, so the cache goes with them.
 */
const foldedByRecord = new WeakMap<ProductRecord, Partial<Record<Lang, FoldedFields>>>();

function foldedProductFields(record: ProductRecord, lang: Lang): FoldedFields {
  let byLang = foldedByRecord.get(record);
  if (!byLang) foldedByRecord.set(record, (byLang = {}));
  return (byLang[lang] ??= foldFields({
    title: record.title[lang],
    labels: [record.productType[lang], record.vendor, ...record.tags],
    text: record.description[lang],
  }));
}

/** Product filters of `search` expressed in the query syntax the store understands. */
function filtersToQuery(filters: SearchArgs['productFilters']): string {
  return (filters ?? [])
    .map((f) =>
      [
        f.available === undefined ? '' : `available_for_sale:${f.available}`,
        f.productType ? `product_type:"${f.productType}"` : '',
        f.productVendor ? `vendor:"${f.productVendor}"` : '',
        f.tag ? `tag:"${f.tag}"` : '',
      ].join(' '),
    )
    .join(' ');
}

function searchProductIds(ctx: RequestContext, args: SearchArgs): string[] {
  const query = `${args.query ?? ''} ${filtersToQuery(args.productFilters)}`.trim();
  const base = {
    lang: ctx.lang,
    currency: ctx.currency,
    query,
    sortKey: args.sortKey ?? 'RELEVANCE',
    reverse: args.reverse,
    availableOnly: args.unavailableProducts === 'HIDE',
  };
  const ids = ctx.catalogue.productIds(base);
  if (args.unavailableProducts !== 'LAST') return ids;
  const available = new Set(ctx.catalogue.productIds({ ...base, availableOnly: true }));
  return [...ids.filter((id) => available.has(id)), ...ids.filter((id) => !available.has(id))];
}

export const queryResolvers: ResolverMap = {
  QueryRoot: {
    shop: () => ({}),
    publicApiVersions: () => publicApiVersions(),
    localization: () => ({}),
    menu: (_r: unknown, a: { handle: string }, ctx) => menu(a.handle, ctx),
    product: (_r: unknown, a: { handle?: string | null; id?: string | null }, ctx) =>
      productByHandleOrId(ctx, a),
    productByHandle: (_r: unknown, a: { handle: string }, ctx) => productByHandleOrId(ctx, a),
    products: (_r: unknown, a: ListArgs, ctx) =>
      productConnection(
        ctx.catalogue.productIds({ lang: ctx.lang, currency: ctx.currency, ...a }),
        a,
        ctx,
      ),
    collection: (_r: unknown, a: { handle?: string | null; id?: string | null }, ctx) => {
      if (!a.handle && !a.id)
        throw badArgument('Provide either `handle` or `id` to look a collection up.');
      const record = ctx.catalogue.collectionByHandleOrId(a);
      return record ? collectionSource(record) : null;
    },
    collectionByHandle: (_r: unknown, a: { handle: string }, ctx) => {
      const record = ctx.catalogue.collectionByHandleOrId(a);
      return record ? collectionSource(record) : null;
    },
    collections: (
      _r: unknown,
      a: ListArgs & { sortKey?: 'ID' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null },
      ctx,
    ) => {
      let list = ctx.catalogue.collections();
      const needle = foldText(a.query?.replace(/^title:/, '').replace(/"/g, '') ?? '').trim();
      if (needle)
        list = list.filter(
          (c) => foldText(c.title[ctx.lang]).includes(needle) || c.handle.includes(needle),
        );
      if (a.sortKey === 'TITLE')
        list.sort((x, y) => x.title[ctx.lang].localeCompare(y.title[ctx.lang], ctx.lang));
      if (a.sortKey === 'UPDATED_AT') list.sort((x, y) => x.updatedAt.localeCompare(y.updatedAt));
      if (a.reverse) list.reverse();
      return connection(list, a, (c) => c.id, collectionSource);
    },
    node: (_r: unknown, a: { id: string }, ctx) => nodeById(ctx, a.id),
    nodes: (_r: unknown, a: { ids: string[] }, ctx) => {
      if (a.ids.length > 250) throw badArgument('nodes accepts at most 250 ids.');
      return a.ids.map((id) => nodeById(ctx, id));
    },
    search: (_r: unknown, a: SearchArgs, ctx) => {
      // Without `types`, Shopify searches every type. `unavailableProducts` and `productFilters`
      // narrow products only.
      const wants = (type: string) => !a.types || a.types.includes(type);
      const ids = wants('PRODUCT') ? searchProductIds(ctx, a) : [];
      const { articles, pages } =
        wants('ARTICLE') || wants('PAGE')
          ? searchOnlineStore(a.query ?? '', ctx)
          : { articles: [], pages: [] };
      const lang = ctx.lang;
      const found = [
        ...ids.map((id) => ({
          id,
          load: () => loadProduct(ctx, id),
          folded: (): FoldedFields => {
            const record = ctx.catalogue.recordById(id);
            return record ? foldedProductFields(record, lang) : NOTHING_TO_RANK;
          },
        })),
        ...(wants('ARTICLE') ? articles : []).map((s) => ({
          id: s.record.id,
          load: () => s,
          folded: (): FoldedFields =>
            foldFields({
              title: s.record.title[lang],
              labels: [...s.record.tags, s.record.author.firstName, s.record.author.lastName],
              text: plainText(s.record.contentHtml[lang]),
            }),
        })),
        ...(wants('PAGE') ? pages : []).map((s) => ({
          id: s.record.id,
          load: () => s,
          folded: (): FoldedFields =>
            foldFields({
              title: s.record.title[lang],
              labels: [],
              text: plainText(s.record.body[lang]),
            }),
        })),
      ];
      // By relevance (the default sort), every kind is ranked together; equal scores keep
      // products, then articles, then pages, each in its own order. By price, products lead.
      const words = a.sortKey === 'PRICE' ? [] : rankingWords(a.query ?? '');
      if (words.length > 0) {
        // `unavailableProducts: LAST` outranks relevance: sold-out products stay at the end.
        const soldOut = (id: string) => {
          const quantities = ctx.catalogue.productById(id)?.quantities;
          return quantities ? ![...quantities.values()].some((q) => q > 0) : false;
        };
        const rank = new Map(
          found.map((item) => [
            item,
            a.unavailableProducts === 'LAST' && soldOut(item.id)
              ? -1000
              : foldedRelevance(words, item.folded()),
          ]),
        );
        found.sort((x, y) => (rank.get(y) ?? 0) - (rank.get(x) ?? 0));
      }
      const page = connection(
        found,
        a,
        (item) => item.id,
        (item) => item.load(),
      );
      return { ...page, productFilters: [] };
    },
    predictiveSearch: (
      _r: unknown,
      a: { query: string; limit?: number | null; types?: string[] | null },
      ctx,
    ) => {
      const limit = a.limit ?? 10;
      if (limit < 1 || limit > 10)
        throw badArgument('The limit argument must be between 1 and 10.');
      const wants = (type: string) => !a.types || a.types.includes(type);
      // Folded like the catalogue's search text: "eternite" finds "Éternité".
      const needle = foldText(a.query.trim());
      // Suggestions come from the matching products' words: looked up for QUERY alone too.
      const ids =
        (wants('PRODUCT') || wants('QUERY')) && needle
          ? ctx.catalogue.productIds({
              lang: ctx.lang,
              currency: ctx.currency,
              query: needle,
              sortKey: 'RELEVANCE',
            })
          : [];
      const products = (wants('PRODUCT') ? ids.slice(0, limit) : []).flatMap((id) => {
        const loaded = ctx.catalogue.productById(id);
        return loaded ? [productSource(loaded)] : [];
      });
      const collections =
        wants('COLLECTION') && needle
          ? ctx.catalogue
              .collections()
              .filter((c) => foldText(c.title[ctx.lang]).includes(needle))
              .slice(0, limit)
              .map(collectionSource)
          : [];
      // Suggestions: words of the matching products' titles, types and tags that start with the query.
      const words = ids.slice(0, 50).flatMap((id) => {
        const record = ctx.catalogue.productById(id)?.record;
        return record
          ? [
              ...record.title[ctx.lang].split(/[\s()'-]+/),
              record.productType[ctx.lang],
              ...record.tags,
            ]
          : [];
      });
      const queries =
        wants('QUERY') && needle
          ? [
              ...new Set(
                words.map((w) => w.toLowerCase()).filter((w) => foldText(w).startsWith(needle)),
              ),
            ]
              .sort()
              .slice(0, limit)
              .map((text) => ({
                text,
                styledText: `<mark>${text.slice(0, needle.length)}</mark>${text.slice(needle.length)}`,
                trackingParameters: null,
              }))
          : [];
      const { articles, pages } = needle
        ? predictiveOnlineStore(needle, limit, ctx)
        : { articles: [], pages: [] };
      return {
        products,
        collections,
        queries,
        articles: wants('ARTICLE') ? articles : [],
        pages: wants('PAGE') ? pages : [],
      };
    },
    productRecommendations: (
      _r: unknown,
      a: { productId?: string | null; productHandle?: string | null; intent?: string | null },
      ctx,
    ) => {
      const product = productByHandleOrId(ctx, { id: a.productId, handle: a.productHandle });
      if (!product) return null;
      const own = ctx.catalogue.collectionsOf(product.record.id).map((c) => c.id);
      const pick = (collectionIds: string[]) =>
        collectionIds.flatMap((collectionId) =>
          ctx.catalogue.productIds({
            lang: ctx.lang,
            currency: ctx.currency,
            collectionId,
            sortKey: 'COLLECTION_DEFAULT',
          }),
        );
      const candidates =
        a.intent === 'COMPLEMENTARY'
          ? pick(
              ctx.catalogue
                .collections()
                .map((c) => c.id)
                .filter((id) => !own.includes(id)),
            )
          : pick(own);
      const unique = [...new Set(candidates)].filter((id) => id !== product.record.id).slice(0, 10);
      return unique.flatMap((id) => {
        const loaded = ctx.catalogue.productById(id);
        return loaded ? [productSource(loaded)] : [];
      });
    },
    cart: (_r: unknown, a: { id: string }, ctx) => {
      const cart = ctx.carts.find(a.id);
      return cart ? cartSource(cart) : null;
    },
  },
};
