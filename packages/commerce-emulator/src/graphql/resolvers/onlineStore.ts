import type { ResolverMap } from '../schema.js';
import { badArgument, type RequestContext } from '../context.js';
import { connection, type PageArgs } from '../connection.js';
import { imageSource } from './media.js';
import { truncate } from './product.js';
import { foldText } from '../../store/foldText.js';
import {
  ARTICLES,
  BLOGS,
  PAGES,
  URL_REDIRECTS,
  type ArticleRecord,
  type AuthorRecord,
  type BlogRecord,
  type PageRecord,
} from '../../onlineStore/content.js';

/** What resolvers receive for the online-store types: the record and the type name for Node. */
export interface PageSource {
  __typename: 'Page';
  record: PageRecord;
}
export interface BlogSource {
  __typename: 'Blog';
  record: BlogRecord;
}
export interface ArticleSource {
  __typename: 'Article';
  record: ArticleRecord;
}

export const pageSource = (record: PageRecord): PageSource => ({ __typename: 'Page', record });
export const blogSource = (record: BlogRecord): BlogSource => ({ __typename: 'Blog', record });
export const articleSource = (record: ArticleRecord): ArticleSource => ({
  __typename: 'Article',
  record,
});

/** Text of an HTML fragment, as Shopify gives `content` and `bodySummary`. */
export const plainText = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

interface ListArgs extends PageArgs {
  query?: string | null;
  sortKey?: string | null;
  reverse?: boolean | null;
}

/**
 * Shopify's search syntax, the part these lists use: `field:value` terms (quoted or not) and
 * free words matched against the title.
 */
function parseQuery(query: string | null | undefined) {
  const terms: { field: string | null; value: string; connective: boolean }[] = [];
  for (const match of (query ?? '').matchAll(/(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)) {
    const value = (match[2] ?? match[3] ?? '').toLowerCase();
    // Shopify spells its connectives in capitals only: `or` in lower case is a word (gold).
    const connective = !match[1] && /^(AND|OR|NOT)$/.test(match[3] ?? '');
    if (value) terms.push({ field: match[1]?.toLowerCase() ?? null, value, connective });
  }
  return terms;
}

function matches(
  query: string | null | undefined,
  fields: Record<string, string | string[]>,
): boolean {
  return parseQuery(query).every(({ field, value }) => {
    const candidate = fields[field ?? 'title'];
    if (candidate === undefined) return true; // Shopify ignores a filter it does not know.
    const values = (Array.isArray(candidate) ? candidate : [candidate]).map((v) => v.toLowerCase());
    return field === null ? values.some((v) => v.includes(value)) : values.includes(value);
  });
}

function sortList<T>(list: T[], key: (item: T) => string, reverse?: boolean | null): T[] {
  const sorted = [...list].sort((a, b) => key(a).localeCompare(key(b)));
  return reverse ? sorted.reverse() : sorted;
}

const authorName = (a: AuthorRecord) => `${a.firstName} ${a.lastName}`;
const author = (a: AuthorRecord, ctx: RequestContext) => ({
  name: authorName(a),
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  bio: a.bio[ctx.lang],
});

function articleList(ctx: RequestContext, args: ListArgs, blogHandle?: string) {
  const list = ARTICLES.filter(
    (a) =>
      (blogHandle === undefined || a.blogHandle === blogHandle) &&
      matches(args.query, {
        title: a.title[ctx.lang],
        handle: a.handle,
        tag: a.tags,
        author: authorName(a.author),
        blog_title: BLOGS.find((b) => b.handle === a.blogHandle)?.title[ctx.lang] ?? '',
      }),
  );
  const key: (a: ArticleRecord) => string =
    args.sortKey === 'TITLE'
      ? (a) => a.title[ctx.lang]
      : args.sortKey === 'PUBLISHED_AT' || args.sortKey === 'UPDATED_AT'
        ? (a) => a.publishedAt
        : args.sortKey === 'AUTHOR'
          ? (a) => authorName(a.author)
          : (a) => a.id;
  return connection(sortList(list, key, args.reverse), args, (a) => a.id, articleSource);
}

const imageOf = (record: ArticleRecord, ctx: RequestContext) => {
  const product = ctx.catalogue.productByHandle(record.imageFromProduct)?.record;
  const key = product?.media.find((m) => m.kind === 'IMAGE')?.imageKey;
  return key ? imageSource(ctx, key, record.imageAlt[ctx.lang]) : null;
};

const noMetafields = {
  metafield: () => null,
  metafields: (_s: unknown, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
};

const byHandleOrId = <T extends { id: string; handle: string }>(
  list: T[],
  args: { handle?: string | null; id?: string | null },
  what: string,
) => {
  if (!args.handle && !args.id)
    throw badArgument(`Provide either \`handle\` or \`id\` to look ${what} up.`);
  return list.find((r) => (args.id ? r.id === args.id : r.handle === args.handle)) ?? null;
};

/** One sitemap resource, read only when its page is asked for. */
type LazyResource = () => SitemapItem | null;
interface SitemapItem {
  handle: string;
  title: string;
  updatedAt: string;
  image: { alt: string; filepath: string; updatedAt: string } | null;
}

const ready =
  (item: SitemapItem): LazyResource =>
  () =>
    item;

/**
 * Every resource of a sitemap type, in Shopify's order (oldest id first). Products are read one
 * page at a time: counting them or serving one page of a 10,000-product catalogue reads only the
 * ids and that page's 250 records.
 */
function sitemapResources(type: string, ctx: RequestContext): LazyResource[] {
  switch (type) {
    case 'PRODUCT':
      return ctx.catalogue
        .productIds({ lang: ctx.lang, currency: ctx.currency, sortKey: 'ID' })
        .map((id) => () => {
          const record = ctx.catalogue.productById(id)?.record;
          if (!record) return null;
          const key = record.media.find((m) => m.kind === 'IMAGE')?.imageKey;
          return {
            handle: record.handle,
            title: record.title[ctx.lang],
            updatedAt: record.updatedAt,
            image: key
              ? {
                  alt: record.title[ctx.lang],
                  filepath: `${ctx.origin}/cdn/shop/files/${key}.jpg`,
                  updatedAt: record.updatedAt,
                }
              : null,
          };
        });
    case 'COLLECTION':
      return ctx.catalogue
        .collections()
        .map((c) => ({
          handle: c.handle,
          title: c.title[ctx.lang],
          updatedAt: c.updatedAt,
          image: null,
        }))
        .map(ready);
    case 'PAGE':
      return PAGES.map((p) => ({
        handle: p.handle,
        title: p.title[ctx.lang],
        updatedAt: p.updatedAt,
        image: null,
      })).map(ready);
    case 'BLOG':
      return BLOGS.map((b) => ({
        handle: b.handle,
        title: b.title[ctx.lang],
        updatedAt:
          ARTICLES.filter((a) => a.blogHandle === b.handle)
            .map((a) => a.publishedAt)
            .sort()
            .at(-1) ?? '2024-02-13T09:00:00Z',
        image: null,
      })).map(ready);
    case 'ARTICLE':
      // An article's sitemap handle carries its blog, as its URL does: `journal/treize-etoiles`.
      return ARTICLES.map((a) => ({
        handle: `${a.blogHandle}/${a.handle}`,
        title: a.title[ctx.lang],
        updatedAt: a.publishedAt,
        image: null,
      })).map(ready);
    default:
      return []; // METAOBJECT: the shop publishes no metaobject pages.
  }
}

/** Resources per sitemap page, as Shopify pages them. */
export const SITEMAP_PAGE_SIZE = 250;

export const onlineStoreResolvers: ResolverMap = {
  Page: {
    id: (p: PageSource) => p.record.id,
    handle: (p: PageSource) => p.record.handle,
    title: (p: PageSource, _a: unknown, ctx) => p.record.title[ctx.lang],
    body: (p: PageSource, _a: unknown, ctx) => p.record.body[ctx.lang],
    bodySummary: (p: PageSource, _a: unknown, ctx) =>
      truncate(plainText(p.record.body[ctx.lang]), 150),
    createdAt: (p: PageSource) => p.record.createdAt,
    updatedAt: (p: PageSource) => p.record.updatedAt,
    seo: (p: PageSource, _a: unknown, ctx) => ({
      title: p.record.title[ctx.lang],
      description: truncate(plainText(p.record.body[ctx.lang]), 160),
    }),
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    ...noMetafields,
  },
  Blog: {
    id: (b: BlogSource) => b.record.id,
    handle: (b: BlogSource) => b.record.handle,
    title: (b: BlogSource, _a: unknown, ctx) => b.record.title[ctx.lang],
    seo: (b: BlogSource, _a: unknown, ctx) => ({
      title: b.record.title[ctx.lang],
      description: b.record.description[ctx.lang],
    }),
    articles: (b: BlogSource, a: ListArgs, ctx) => articleList(ctx, a, b.record.handle),
    articleByHandle: (b: BlogSource, a: { handle: string }) => {
      const found = ARTICLES.find((x) => x.blogHandle === b.record.handle && x.handle === a.handle);
      return found ? articleSource(found) : null;
    },
    authors: (b: BlogSource, _a: unknown, ctx) => [
      ...new Map(
        ARTICLES.filter((x) => x.blogHandle === b.record.handle).map((x) => [
          x.author.email,
          author(x.author, ctx),
        ]),
      ).values(),
    ],
    onlineStoreUrl: () => null,
    ...noMetafields,
  },
  Article: {
    id: (a: ArticleSource) => a.record.id,
    handle: (a: ArticleSource) => a.record.handle,
    title: (a: ArticleSource, _a: unknown, ctx) => a.record.title[ctx.lang],
    author: (a: ArticleSource, _a: unknown, ctx) => author(a.record.author, ctx),
    authorV2: (a: ArticleSource, _a: unknown, ctx) => author(a.record.author, ctx),
    blog: (a: ArticleSource) => {
      const blog = BLOGS.find((b) => b.handle === a.record.blogHandle);
      if (!blog) throw new Error(`Article ${a.record.handle} names an unknown blog.`);
      return blogSource(blog);
    },
    comments: (_a: ArticleSource, args: PageArgs) =>
      connection(
        [] as { id: string }[],
        args,
        (c) => c.id,
        (c) => c,
      ),
    content: (a: ArticleSource, args: { truncateAt?: number | null }, ctx) =>
      truncate(plainText(a.record.contentHtml[ctx.lang]), args.truncateAt),
    contentHtml: (a: ArticleSource, _a: unknown, ctx) => a.record.contentHtml[ctx.lang],
    excerpt: (a: ArticleSource, args: { truncateAt?: number | null }, ctx) =>
      truncate(plainText(a.record.excerptHtml[ctx.lang]), args.truncateAt),
    excerptHtml: (a: ArticleSource, _a: unknown, ctx) => a.record.excerptHtml[ctx.lang],
    image: (a: ArticleSource, _a: unknown, ctx) => imageOf(a.record, ctx),
    publishedAt: (a: ArticleSource) => a.record.publishedAt,
    tags: (a: ArticleSource) => a.record.tags,
    seo: (a: ArticleSource, _a: unknown, ctx) => ({
      title: a.record.title[ctx.lang],
      description: plainText(a.record.excerptHtml[ctx.lang]),
    }),
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    ...noMetafields,
  },
  Sitemap: {
    pagesCount: (s: { type: string }, _a: unknown, ctx) => ({
      count: Math.ceil(sitemapResources(s.type, ctx).length / SITEMAP_PAGE_SIZE),
      precision: 'EXACT',
    }),
    resources: (s: { type: string }, a: { page: number }, ctx) => {
      if (a.page < 1) throw badArgument('The page argument must be 1 or more.');
      const all = sitemapResources(s.type, ctx);
      const start = (a.page - 1) * SITEMAP_PAGE_SIZE;
      return {
        hasNextPage: start + SITEMAP_PAGE_SIZE < all.length,
        items: all.slice(start, start + SITEMAP_PAGE_SIZE).flatMap((read) => {
          const item = read();
          return item ? [{ __typename: 'SitemapResource', ...item }] : [];
        }),
      };
    },
  },
};

/** The QueryRoot fields of the online store. */
export const onlineStoreQueries = {
  page: (_r: unknown, a: { handle?: string | null; id?: string | null }) => {
    const found = byHandleOrId(PAGES, a, 'a page');
    return found ? pageSource(found) : null;
  },
  pageByHandle: (_r: unknown, a: { handle: string }) => {
    const found = PAGES.find((p) => p.handle === a.handle);
    return found ? pageSource(found) : null;
  },
  pages: (_r: unknown, a: ListArgs, ctx: RequestContext) => {
    const list = PAGES.filter((p) =>
      matches(a.query, {
        title: p.title[ctx.lang],
        handle: p.handle,
        created_at: p.createdAt,
        updated_at: p.updatedAt,
      }),
    );
    const key: (p: PageRecord) => string =
      a.sortKey === 'TITLE'
        ? (p) => p.title[ctx.lang]
        : a.sortKey === 'UPDATED_AT'
          ? (p) => p.updatedAt
          : (p) => p.id;
    return connection(sortList(list, key, a.reverse), a, (p) => p.id, pageSource);
  },
  blog: (_r: unknown, a: { handle?: string | null; id?: string | null }) => {
    const found = byHandleOrId(BLOGS, a, 'a blog');
    return found ? blogSource(found) : null;
  },
  blogByHandle: (_r: unknown, a: { handle: string }) => {
    const found = BLOGS.find((b) => b.handle === a.handle);
    return found ? blogSource(found) : null;
  },
  blogs: (_r: unknown, a: ListArgs, ctx: RequestContext) => {
    const list = BLOGS.filter((b) =>
      matches(a.query, { title: b.title[ctx.lang], handle: b.handle }),
    );
    const key: (b: BlogRecord) => string =
      a.sortKey === 'TITLE'
        ? (b) => b.title[ctx.lang]
        : a.sortKey === 'HANDLE'
          ? (b) => b.handle
          : (b) => b.id;
    return connection(sortList(list, key, a.reverse), a, (b) => b.id, blogSource);
  },
  article: (_r: unknown, a: { id: string }) => {
    const found = ARTICLES.find((x) => x.id === a.id);
    return found ? articleSource(found) : null;
  },
  articles: (_r: unknown, a: ListArgs, ctx: RequestContext) => articleList(ctx, a),
  urlRedirects: (_r: unknown, a: ListArgs) => {
    const list = URL_REDIRECTS.filter((r) =>
      matches(a.query, { path: r.path, target: r.target, title: r.path }),
    );
    return connection(
      a.reverse ? [...list].reverse() : list,
      a,
      (r) => r.id,
      (r) => ({
        __typename: 'UrlRedirect',
        ...r,
      }),
    );
  },
  sitemap: (_r: unknown, a: { type: string }) => ({ type: a.type }),
};

/** Online-store nodes by gid, for `node`/`nodes`. */
export function onlineStoreNode(type: string, id: string): unknown {
  switch (type) {
    case 'Page': {
      const found = PAGES.find((p) => p.id === id);
      return found ? pageSource(found) : null;
    }
    case 'Blog': {
      const found = BLOGS.find((b) => b.id === id);
      return found ? blogSource(found) : null;
    }
    case 'Article': {
      const found = ARTICLES.find((a) => a.id === id);
      return found ? articleSource(found) : null;
    }
    case 'UrlRedirect': {
      const found = URL_REDIRECTS.find((r) => r.id === id);
      return found ? { __typename: 'UrlRedirect', ...found } : null;
    }
    default:
      return null;
  }
}

/** Predictive search over articles and pages: titles containing the (folded) query. */
export function predictiveOnlineStore(needle: string, limit: number, ctx: RequestContext) {
  return {
    articles: ARTICLES.filter((a) => foldText(a.title[ctx.lang]).includes(needle))
      .slice(0, limit)
      .map(articleSource),
    pages: PAGES.filter((p) => foldText(p.title[ctx.lang]).includes(needle))
      .slice(0, limit)
      .map(pageSource),
  };
}

/**
 * Articles and pages `search` finds, as Shopify's search does: every word of the query must occur
 * in the title, text, tags or author (for articles) in the asked language; `title:`, `tag:` and
 * `author:` terms look in that field only, and a product-only filter (`vendor:`, `product_type:`…)
 * matches no article or page. Articles come newest first, pages in title order.
 */
export function searchOnlineStore(query: string, ctx: RequestContext) {
  const terms = parseQuery(query)
    .filter((t) => !t.connective)
    .map((t) => ({ ...t, value: foldText(t.value) }));
  const hit = (fields: { title: string; text: string; tags: string[]; author?: string }) =>
    terms.length > 0 &&
    terms.every(({ field, value }) => {
      switch (field) {
        case null:
          return [fields.title, fields.text, fields.author ?? '', ...fields.tags].some((v) =>
            foldText(v).includes(value),
          );
        case 'title':
          return foldText(fields.title).includes(value);
        case 'tag':
          return fields.tags.some((tag) => foldText(tag) === value);
        case 'author':
          return foldText(fields.author ?? '').includes(value);
        default:
          return false;
      }
    });
  const articles = ARTICLES.filter((a) =>
    hit({
      title: a.title[ctx.lang],
      text: plainText(a.contentHtml[ctx.lang]),
      tags: a.tags,
      author: authorName(a.author),
    }),
  ).sort((x, y) => y.publishedAt.localeCompare(x.publishedAt));
  const pages = PAGES.filter((p) =>
    hit({ title: p.title[ctx.lang], text: plainText(p.body[ctx.lang]), tags: [] }),
  ).sort((x, y) => x.title[ctx.lang].localeCompare(y.title[ctx.lang], ctx.lang));
  return { articles: articles.map(articleSource), pages: pages.map(pageSource) };
}
