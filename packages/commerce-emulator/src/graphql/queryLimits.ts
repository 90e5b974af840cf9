import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The Storefront API's query budgets (issue 13): a document nested too deeply or asking for too
 * many fields is refused during validation, before anything is resolved, so one hostile query
 * (60 levels deep, or 10,000 aliases) is answered with an error in milliseconds instead of taking
 * the process down.
 */

/** Deeper than any storefront query (the cart's merchandise images are about ten levels down). */
export const MAX_QUERY_DEPTH = 20;
/** Fields per operation, fragments expanded: the storefront's largest query asks for a few hundred. */
export const MAX_QUERY_COST = 2_000;

/** What one walk over an operation found; it stops as soon as either budget is passed. */
interface Walk {
  cost: number;
  tooDeep: boolean;
}

function walk(
  selections: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  limits: { depth: number; cost: number },
  found: Walk,
  spreading: Set<string>,
): void {
  for (const selection of selections.selections) {
    if (found.tooDeep || found.cost > limits.cost) return;
    if (selection.kind === Kind.FIELD) {
      found.cost += 1;
      if (depth > limits.depth) {
        found.tooDeep = true;
        return;
      }
      if (selection.selectionSet)
        walk(selection.selectionSet, fragments, depth + 1, limits, found, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, fragments, depth, limits, found, spreading);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is reported by the standard NoFragmentCycles rule.
      if (!fragment || spreading.has(name)) continue;
      spreading.add(name);
      walk(fragment.selectionSet, fragments, depth, limits, found, spreading);
      spreading.delete(name);
    }
  }
}

/**
 * A validation rule refusing operations with fields more than `maxDepth` levels down or more than
 * `maxCost` fields in all (fragments expanded). Each field counts once, so the walk itself never
 * costs more than the budget.
 */
export function queryLimitsRule(
  maxDepth = MAX_QUERY_DEPTH,
  maxCost = MAX_QUERY_COST,
): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    return {
      OperationDefinition(operation) {
        const found: Walk = { cost: 0, tooDeep: false };
        walk(
          operation.selectionSet,
          fragments,
          1,
          { depth: maxDepth, cost: maxCost },
          found,
          new Set(),
        );
        if (found.tooDeep) {
          context.reportError(
            new GraphQLError(
              `Query has a depth over ${maxDepth}, which exceeds max depth of ${maxDepth}.`,
              {
                nodes: [operation],
                extensions: { code: 'MAX_DEPTH_EXCEEDED', maxDepth },
              },
            ),
          );
        } else if (found.cost > maxCost) {
          context.reportError(
            new GraphQLError(
              `Query has a complexity over ${maxCost}, which exceeds max complexity of ${maxCost}.`,
              { nodes: [operation], extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', maxCost } },
            ),
          );
        }
        return false;
      },
    };
  };
}
