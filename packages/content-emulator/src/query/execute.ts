import { evaluate, parse, type ExprNode } from 'groq-js';
import { queryParseError } from '../http/errors.js';
import type { View } from '../store/store.js';
import { QueryBudget, refuseOversizedQuery } from './budget.js';
import { MAX_GROQ_NESTING, overNestedAt } from './depth.js';
import { narrowScans } from './narrow.js';
import { rewriteTextQuery } from './textQuery.js';
import type { StoredDocument } from '../store/documents.js';

const PARSE_CACHE_LIMIT = 500;
const parsed = new Map<string, ExprNode>();

/** `$name` references outside string literals. */
function referencedParams(query: string): { name: string; start: number }[] {
  const found: { name: string; start: number }[] = [];
  const pattern = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\$([A-Za-z_][A-Za-z0-9_]*)/g;
  for (const match of query.matchAll(pattern)) {
    if (match[1]) found.push({ name: match[1], start: match.index });
  }
  return found;
}

/**
 * A groq-js failure as Sanity's `queryParseError`: syntax errors carry their position; semantic
 * ones (unknown function, wrong arity) span the whole query.
 */
function asQueryError(query: string, error: unknown): Error {
  const position = (error as { position?: unknown }).position;
  const message = error instanceof Error ? error.message : 'invalid query';
  if (typeof position === 'number') {
    const description = message.replace(/^Syntax error in GROQ query at position \d+: /, '');
    return queryParseError(query, description, position, Math.min(position + 1, query.length));
  }
  return queryParseError(query, message, 0, query.length);
}

/** Parses a query with its parameters, answering Sanity's `queryParseError` on failure. */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  refuseOversizedQuery(query);
  for (const reference of referencedParams(query)) {
    if (!(reference.name in params)) {
      throw queryParseError(
        query,
        `param $${reference.name} referenced, but not provided`,
        reference.start,
        reference.start + reference.name.length + 1,
      );
    }
  }
  const tooDeep = overNestedAt(query);
  if (tooDeep !== undefined) {
    throw queryParseError(
      query,
      `query is nested more than ${MAX_GROQ_NESTING} levels deep`,
      tooDeep,
      tooDeep + 1,
    );
  }
  let tree: ExprNode;
  try {
    tree = parse(rewriteTextQuery(query), { params });
  } catch (error) {
    throw asQueryError(query, error);
  }
  if (parsed.size >= PARSE_CACHE_LIMIT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, tree);
  return tree;
}

export interface QueryContext {
  projectId: string;
  dataset: string;
  identity: string;
  /** Receives every document the query reads (scanned or followed by `->`), for source maps. */
  read?: Set<StoredDocument>;
}

/** `documents`, still an array to groq-js, adding each document a scan visits to `read`. */
function recorded(documents: StoredDocument[], read: Set<StoredDocument>): StoredDocument[] {
  return new Proxy(documents, {
    get: (target, key, receiver) => {
      if (key !== Symbol.iterator) return Reflect.get(target, key, receiver) as unknown;
      return function* () {
        for (const document of target) {
          read.add(document);
          yield document;
        }
      };
    },
  });
}

/**
 * Evaluates a query with groq-js against a view. References (`->`) are resolved by a lookup in the
 * view's id index, never by scanning the dataset, so in the drafts perspective they land on drafts.
 */
export async function executeQuery(
  query: string,
  params: Record<string, unknown>,
  view: View,
  context: QueryContext,
): Promise<unknown> {
  const budget = new QueryBudget();
  const { read } = context;
  const scan = (documents: StoredDocument[]) =>
    budget.metered(read ? recorded(documents, read) : documents);
  const tree = narrowScans(parseQuery(query, params), view, scan);
  let value;
  try {
    value = await evaluate(tree, {
      dataset: scan(view.documents),
      params,
      identity: context.identity,
      sanity: { projectId: context.projectId, dataset: context.dataset },
      dereference: ({ _ref }) => {
        budget.spend();
        const target = view.byId.get(_ref) ?? null;
        if (target && read) read.add(target);
        return target;
      },
    });
    return await value.get();
  } catch (error) {
    if (error instanceof Error && error.name === 'GroqQueryError') throw asQueryError(query, error);
    throw error;
  }
}
