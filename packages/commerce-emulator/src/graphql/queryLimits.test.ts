import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryLimitsRule } from './queryLimits.js';

const schema = buildSchema(`
  type Collection { title: String, products(first: Int): [Product] }
  type Product { title: String, collections(first: Int): [Collection] }
  type Query { product: Product, products(first: Int): [Product] }
`);

// Only the budget rule: the standard ones are graphql-js's business (and quadratic on aliases).
const errorsOf = (query: string) =>
  validate(schema, parse(query), [queryLimitsRule()]).map((e) => ({
    message: e.message,
    code: e.extensions.code,
  }));

/** `levels` alternating products/collections, each level `width` aliases wide. */
function nested(levels: number, width = 1): string {
  let inner = 'title';
  for (let level = levels; level > 0; level -= 1) {
    const field = level % 2 ? 'products' : 'collections';
    inner = Array.from(
      { length: width },
      (_, i) => `a${i}: ${field}(first: 250) { ${inner} }`,
    ).join(' ');
  }
  return `{ ${inner} }`;
}

describe('query limits', () => {
  it('accepts a storefront-sized query', () => {
    expect(errorsOf(nested(8))).toEqual([]);
  });

  it('refuses a query deeper than 20 levels, saying so', () => {
    expect(errorsOf(nested(60))).toEqual([
      {
        message: 'Query has a depth over 20, which exceeds max depth of 20.',
        code: 'MAX_DEPTH_EXCEEDED',
      },
    ]);
  });

  it('refuses more than 2000 fields, aliases and fragments included', () => {
    const aliases = `{ ${Array.from({ length: 10_000 }, (_, i) => `p${i}: product { title }`).join(' ')} }`;
    expect(errorsOf(aliases)).toEqual([
      {
        message: 'Query has a complexity over 2000, which exceeds max complexity of 2000.',
        code: 'MAX_COMPLEXITY_EXCEEDED',
      },
    ]);
    const fragments = `
      query { products { ...F1 } }
      fragment F1 on Product { ${Array.from({ length: 10 }, (_, i) => `c${i}: collections { products { ...F2 } }`).join(' ')} }
      fragment F2 on Product { ${Array.from({ length: 10 }, (_, i) => `c${i}: collections { products { ...F3 } }`).join(' ')} }
      fragment F3 on Product { ${Array.from({ length: 10 }, (_, i) => `c${i}: collections { title }`).join(' ')} }
    `;
    expect(errorsOf(fragments).map((e) => e.code)).toEqual(['MAX_COMPLEXITY_EXCEEDED']);
  });
});
