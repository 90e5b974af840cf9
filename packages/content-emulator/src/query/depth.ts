/**
 * GROQ nesting budget: groq-js parses recursively, so a query with thousands of nested
 * brackets would overflow the stack. Queries nested deeper than any real one are refused up front
 * with a query error that says why and where.
 */
export const MAX_GROQ_NESTING = 64;

/**
 * The position of the first bracket that opens level `max + 1` of `(`, `[` and `{` nesting
 * (string literals skipped), or `undefined` when the query stays within the budget.
 */
export function overNestedAt(query: string, max = MAX_GROQ_NESTING): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[' || char === '{') {
      depth += 1;
      if (depth > max) return i;
    } else if (char === ')' || char === ']' || char === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}
