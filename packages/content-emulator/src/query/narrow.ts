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

/** `attribute == "literal"` (either way round) → the literal. */
function equalityOn(expr: Node, attribute: string): string | undefined {
  if (expr.type !== 'OpCall' || expr.op !== '==' || !isNode(expr.left) || !isNode(expr.right))
    return undefined;
  for (const [field, value] of [
    [expr.left, expr.right],
    [expr.right, expr.left],
  ] as const) {
    if (
      field.type === 'AccessAttribute' &&
      field.base === undefined &&
      field.name === attribute &&
      value.type === 'Value' &&
      typeof value.value === 'string'
    ) {
      return value.value;
    }
  }
  return undefined;
}

/** The smallest candidate set the conjuncts allow, from the view's indexes; undefined when none applies. */
function candidates(expr: Node, view: View): StoredDocument[] | undefined {
  let best: StoredDocument[] | undefined;
  for (const conjunct of conjuncts(expr)) {
    const id = equalityOn(conjunct, '_id');
    if (id !== undefined) {
      const doc = view.byId.get(id);
      return doc ? [doc] : [];
    }
    const type = equalityOn(conjunct, '_type');
    if (type !== undefined) {
      const ofType = view.byType.get(type) ?? [];
      if (!best || ofType.length < best.length) best = ofType;
    }
  }
  return best;
}

/**
 * Rewrites `*[<filter>]` whose filter pins `_id` or `_type` to a literal so that it scans only the
 * matching documents from the view's indexes instead of the whole dataset. The filter itself is
 * kept and still evaluated by groq-js, so results are unchanged; only the scan shrinks.
 * Returns a new tree; the input (cached) tree is left as is.
 */
export function narrowScans(tree: ExprNode, view: View): ExprNode {
  return rewrite(tree as unknown as Node, view) as unknown as ExprNode;
}

function rewrite(node: Node, view: View): Node {
  if (node.type === 'Value') return node;
  let changed: Node | undefined;
  for (const [key, child] of Object.entries(node)) {
    let next: unknown = child;
    if (isNode(child)) next = rewrite(child, view);
    else if (Array.isArray(child)) {
      const items = child.map((item: unknown) => (isNode(item) ? rewrite(item, view) : item));
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
    if (narrowed) return { ...result, base: { type: 'Value', value: narrowed } };
  }
  return result;
}
