import type { ExprNode } from 'groq-js';
import type { StoredDocument } from '../store/documents.js';
import type { View } from '../store/store.js';

type Node = Record<string, unknown> & { type?: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `&&` operands of a filter expression. */
function conjuncts(expr: Node): Node[] {
  if (expr.type === 'And' && isNode(expr.left) && isNode(expr.right))
    return [...conjuncts(expr.left), ...conjuncts(expr.right)];
  return [expr];
}

/** `slug.current` for a plain attribute chain on the current document, else undefined. */
function attributePath(node: Node): string | undefined {
  if (node.type !== 'AccessAttribute' || typeof node.name !== 'string') return undefined;
  if (node.base === undefined) return node.name;
  const base = isNode(node.base) ? attributePath(node.base) : undefined;
  return base === undefined ? undefined : `${base}.${node.name}`;
}

type Literal = string | number | boolean;

/** `path == literal` (either way round) → the path and the literal. */
function equality(expr: Node): { path: string; value: Literal } | undefined {
  if (expr.type !== 'OpCall' || expr.op !== '==' || !isNode(expr.left) || !isNode(expr.right))
    return undefined;
  for (const [field, value] of [
    [expr.left, expr.right],
    [expr.right, expr.left],
  ] as const) {
    const path = attributePath(field);
    const literal = value.type === 'Value' ? value.value : undefined;
    if (
      path !== undefined &&
      (typeof literal === 'string' || typeof literal === 'number' || typeof literal === 'boolean')
    ) {
      return { path, value: literal };
    }
  }
  return undefined;
}

function read(doc: StoredDocument, path: string): unknown {
  let value: unknown = doc;
  for (const name of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}

/** The documents whose `path` holds exactly `value`, from an index built once per view. */
function byField(view: View, path: string, value: Literal): StoredDocument[] {
  let index = view.byField.get(path);
  if (!index) {
    index = new Map();
    for (const doc of view.documents) {
      const held = read(doc, path);
      if (typeof held !== 'string' && typeof held !== 'number' && typeof held !== 'boolean')
        continue;
      const list = index.get(held);
      if (list) list.push(doc);
      else index.set(held, [doc]);
    }
    view.byField.set(path, index);
  }
  return index.get(value) ?? [];
}

/**
 * The smallest candidate set the equality conjuncts allow, from the view's indexes, in dataset
 * order; undefined when no conjunct pins an attribute. Each candidate set contains every document
 * its conjunct accepts, so the smallest one contains every document the whole filter accepts.
 */
function candidates(expr: Node, view: View): StoredDocument[] | undefined {
  let best: StoredDocument[] | undefined;
  for (const conjunct of conjuncts(expr)) {
    const pinned = equality(conjunct);
    if (!pinned) continue;
    let found: StoredDocument[];
    if (pinned.path === '_id') {
      const doc = typeof pinned.value === 'string' ? view.byId.get(pinned.value) : undefined;
      found = doc ? [doc] : [];
    } else if (pinned.path === '_type') {
      found = typeof pinned.value === 'string' ? (view.byType.get(pinned.value) ?? []) : [];
    } else {
      found = byField(view, pinned.path, pinned.value);
    }
    if (!best || found.length < best.length) best = found;
  }
  return best;
}

/**
 * Rewrites `*[<filter>]` whose filter pins an attribute (`_id`, `_type`, `slug.current`, …) to a
 * literal so that it scans only the matching documents from the view's indexes instead of the whole
 * dataset. The filter itself is
 * kept and still evaluated by groq-js, so results are unchanged; only the scan shrinks.
 * Returns a new tree; the input (cached) tree is left as is.
 */
export function narrowScans(
  tree: ExprNode,
  view: View,
  meter: (documents: StoredDocument[]) => StoredDocument[] = (documents) => documents,
): ExprNode {
  return rewrite(tree as unknown as Node, view, meter) as unknown as ExprNode;
}

function rewrite(
  node: Node,
  view: View,
  meter: (documents: StoredDocument[]) => StoredDocument[],
): Node {
  if (node.type === 'Value') return node;
  let changed: Node | undefined;
  for (const [key, child] of Object.entries(node)) {
    let next: unknown = child;
    if (isNode(child)) next = rewrite(child, view, meter);
    else if (Array.isArray(child)) {
      const items = child.map((item: unknown) =>
        isNode(item) ? rewrite(item, view, meter) : item,
      );
      next = items.some((item, index) => item !== child[index]) ? items : child;
    }
    if (next !== child) {
      changed ??= { ...node };
      changed[key] = next;
    }
  }
  const result = changed ?? node;
  if (
    result.type === 'Filter' &&
    isNode(result.base) &&
    result.base.type === 'Everything' &&
    isNode(result.expr)
  ) {
    const narrowed = candidates(result.expr, view);
    // Narrowed scans count their documents against the query's budget like full ones.
    if (narrowed) return { ...result, base: { type: 'Value', value: meter(narrowed) } };
  }
  return result;
}
