import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The Storefront API's depth budget: a document nested too deeply is refused during validation,
 * before anything is resolved. Its cost (what it would fetch) is priced per request, with its
 * variables, by queryCost.ts.
 */

/** Deeper than any storefront query (the cart's merchandise images are about ten levels down). */
export const MAX_QUERY_DEPTH = 20;

/**
 * Levels of fields under a selection set, fragments expanded. Each selection set is measured
 * once, so a fragment spread thousands of times costs no more to measure than one spread.
 */
function height(
  selections: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: Map<SelectionSetNode, number>,
  visiting: Set<SelectionSetNode>,
): number {
  const known = memo.get(selections);
  if (known !== undefined) return known;
  // A fragment that spreads itself is reported by the standard NoFragmentCycles rule.
  if (visiting.has(selections)) return 0;
  visiting.add(selections);
  let levels = 0;
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet
        ? height(selection.selectionSet, fragments, memo, visiting)
        : 0;
      levels = Math.max(levels, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      levels = Math.max(levels, height(selection.selectionSet, fragments, memo, visiting));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment)
        levels = Math.max(levels, height(fragment.selectionSet, fragments, memo, visiting));
    }
  }
  visiting.delete(selections);
  memo.set(selections, levels);
  return levels;
}

/** A validation rule refusing operations with fields more than `maxDepth` levels down. */
export function queryDepthRule(maxDepth = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    const memo = new Map<SelectionSetNode, number>();
    return {
      OperationDefinition(operation) {
        if (height(operation.selectionSet, fragments, memo, new Set()) > maxDepth) {
          context.reportError(
            new GraphQLError(
              `Query has a depth over ${maxDepth}, which exceeds max depth of ${maxDepth}.`,
              {
                nodes: [operation],
                extensions: { code: 'MAX_DEPTH_EXCEEDED', maxDepth },
              },
            ),
          );
        }
        return false;
      },
    };
  };
}
