import type { StoredDocument } from '../store/documents.js';

/** Sanity's Content Source Map: where each value of a query's result was read from. */
export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >;
}

/** How array items appear in source paths: by index, or by `_key` when the request asks. */
export type ArraySelector = 'index' | 'key';

type Segment = string | number | { _key: string };

interface Origin {
  document: StoredDocument;
  path: Segment[];
  /** Order in which the query touched the document: earlier wins a tie. */
  touched: number;
}

const ESCAPED: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
};

/** A path as Sanity writes it in source maps: `$['body'][?(@._key=='a1')]['children'][0]`. */
export function jsonPath(path: Segment[]): string {
  return `$${path
    .map((segment) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (typeof segment === 'string')
        return `['${segment.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPED[c] ?? c)}']`;
      return `[?(@._key=='${segment._key.replace(/['\\]/g, (c) => `\\${c}`)}')]`;
    })
    .join('')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every editable string of a document with its path; system attributes (`_id`, `_key`…) are not. */
function* stringsOf(
  value: unknown,
  path: Segment[],
  selector: ArraySelector,
): Generator<[string, Segment[]]> {
  if (typeof value === 'string') {
    yield [value, path];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined;
      yield* stringsOf(
        item,
        [...path, selector === 'key' && key ? { _key: key } : index],
        selector,
      );
    }
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!key.startsWith('_')) yield* stringsOf(item, [...path, key], selector);
    }
  }
}

/** The string leaves of a result with their paths, arrays by index, as `@sanity/client` walks it. */
function* leavesOf(
  value: unknown,
  path: (string | number)[],
  owners: Record<string, unknown>[],
): Generator<{ value: string; path: (string | number)[]; owners: Record<string, unknown>[] }> {
  if (typeof value === 'string') {
    yield { value, path, owners };
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* leavesOf(item, [...path, index], owners);
  } else if (isRecord(value)) {
    const inner = [value, ...owners];
    for (const [key, item] of Object.entries(value)) yield* leavesOf(item, [...path, key], inner);
  }
}

function idOf(document: StoredDocument): string {
  const original = (document as { _originalId?: unknown })._originalId;
  return typeof original === 'string' ? original : document._id;
}

/** How many trailing attribute names two paths share (`sections.0.heading` ~ `sections[k].heading`: 2). */
function sharedTail(result: (string | number)[], source: Segment[]): number {
  const a = result.filter((segment) => typeof segment === 'string');
  const b = source.filter((segment) => typeof segment === 'string');
  let shared = 0;
  while (shared < a.length && shared < b.length && a.at(-1 - shared) === b.at(-1 - shared))
    shared += 1;
  return shared;
}

/**
 * Builds the source map of a result by tracing each string in it back to the document attribute it
 * is an unchanged copy of, among the documents the query read (scanned or followed by `->`). When
 * several attributes hold the same text, the one chosen is, in order: in the document whose `_id`
 * the enclosing result object carries; at a path ending with the same attribute names as the
 * result's; in the document that supplies most of the result's strings (the one the filter kept,
 * rather than its translation); read first. Strings computed by the query (concatenations,
 * `coalesce` defaults written in the query) match no attribute and get no mapping, as in Sanity's.
 */
export function buildContentSourceMap(
  result: unknown,
  touched: Iterable<StoredDocument>,
  selector: ArraySelector,
): ContentSourceMap {
  const origins = new Map<string, Origin[]>();
  let order = 0;
  for (const document of touched) {
    order += 1;
    for (const [text, path] of stringsOf(document, [], selector)) {
      const found = origins.get(text);
      const origin = { document, path, touched: order };
      if (found) found.push(origin);
      else origins.set(text, [origin]);
    }
  }

  const leaves = [...leavesOf(result, [], [])];
  const support = new Map<StoredDocument, number>();
  for (const leaf of leaves) {
    const documents = new Set((origins.get(leaf.value) ?? []).map((origin) => origin.document));
    for (const document of documents) support.set(document, (support.get(document) ?? 0) + 1);
  }

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<StoredDocument, number>();
  const pathIndex = new Map<string, number>();
  for (const leaf of leaves) {
    const candidates = origins.get(leaf.value);
    if (!candidates) continue;
    const ownerIds = leaf.owners.map((owner) => owner._id);
    const rank = (origin: Origin): number[] => {
      const owner = ownerIds.findIndex(
        (id) => id === origin.document._id || id === idOf(origin.document),
      );
      return [
        owner === -1 ? 0 : ownerIds.length - owner,
        sharedTail(leaf.path, origin.path),
        support.get(origin.document) ?? 0,
        -origin.touched,
      ];
    };
    let best = candidates[0]!;
    let bestRank = rank(best);
    for (const candidate of candidates.slice(1)) {
      const candidateRank = rank(candidate);
      const better = candidateRank.findIndex((score, i) => score !== bestRank[i]);
      if (better !== -1 && candidateRank[better]! > bestRank[better]!) {
        best = candidate;
        bestRank = candidateRank;
      }
    }
    let document = documentIndex.get(best.document);
    if (document === undefined) {
      document = map.documents.push({ _id: idOf(best.document), _type: best.document._type }) - 1;
      documentIndex.set(best.document, document);
    }
    const sourcePath = jsonPath(best.path);
    let path = pathIndex.get(sourcePath);
    if (path === undefined) {
      path = map.paths.push(sourcePath) - 1;
      pathIndex.set(sourcePath, path);
    }
    map.mappings[jsonPath(leaf.path)] = {
      type: 'value',
      source: { type: 'documentValue', document, path },
    };
  }
  return map;
}
