import { badArgument } from './context.js';

/** Pagination arguments of every Storefront API connection. */
export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** Shopify's page size limit. */
const MAX_PAGE = 250;

/** Opaque cursors, like Shopify's: base64 of the item key. */
export const encodeCursor = (key: string) => Buffer.from(`treize:${key}`).toString('base64url');

function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('treize:'))
    throw badArgument(`Invalid cursor "${cursor}": pass a cursor this API returned.`);
  return text.slice('treize:'.length);
}

/**
 * Slices an ordered list the Relay way and returns what a `*Connection` type resolves from:
 * edges, nodes and pageInfo. `keyOf` gives the stable key a cursor encodes.
 */
export function connection<T, N>(
  items: T[],
  args: PageArgs,
  keyOf: (item: T) => string,
  toNode: (item: T) => N,
) {
  const { first, last, after, before } = args;
  if (first == null && last == null) throw badArgument('you must provide one of first or last');
  if (first != null && last != null)
    throw badArgument('Passing both `first` and `last` to paginate a connection is not supported.');
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && (value < 0 || value > MAX_PAGE)) {
      throw badArgument(`The ${name} argument must be between 0 and ${MAX_PAGE}, got ${value}.`);
    }
  }
  let start = 0;
  let end = items.length;
  if (after) {
    const key = decodeCursor(after);
    const index = items.findIndex((item) => keyOf(item) === key);
    start = index === -1 ? items.length : index + 1;
  }
  if (before) {
    const key = decodeCursor(before);
    const index = items.findIndex((item) => keyOf(item) === key);
    end = index === -1 ? end : index;
  }
  let slice = items.slice(start, Math.max(start, end));
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (first != null) {
    hasNextPage = slice.length > first || hasNextPage;
    slice = slice.slice(0, first);
  } else if (last != null) {
    hasPreviousPage = slice.length > last || hasPreviousPage;
    slice = slice.slice(Math.max(0, slice.length - last));
  }
  const edges = slice.map((item) => ({ cursor: encodeCursor(keyOf(item)), node: toNode(item) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: items.length,
  };
}
