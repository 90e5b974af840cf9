import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryDepthRule } from './queryLimits.js';

const schema = buildSchema(`
  type Collection { title: String, products(first: Int): [Product] }
  type Product { title: String, collections(first: Int): [Collection] }
  type Query { product: Product, products(first: Int): [Product] }
`);

// Only the depth rule: the standard ones are graphql-js's business (and quadratic on aliases).
const errorsOf = (query: string) =>
  validate(schema, parse(query), [queryDepthRule()]).map((e) => ({
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

describe('query depth', () => {
  it('accepts a storefront-sized query, and 20 levels', () => {
    expect(errorsOf(nested(8))).toEqual([]);
    expect(errorsOf(nested(19))).toEqual([]);
  });

  it('refuses a query deeper than 20 levels, saying so', () => {
    expect(errorsOf(nested(60))).toEqual([
      {
        message: 'Query has a depth over 20, which exceeds max depth of 20.',
        code: 'MAX_DEPTH_EXCEEDED',
      },
    ]);
  });

  it('measures fragments spread thousands of times in milliseconds', () => {
    // Ten fragments, each spreading the next ten times: 10^10 paths, ten selection sets.
    const fragments = Array.from(
      { length: 10 },
      (_, level) =>
        `fragment F${level} on Product { ${Array.from(
          { length: 10 },
          (_, i) =>
            `c${i}: collections { products { ${level < 9 ? `...F${level + 1}` : 'title'} } }`,
        ).join(' ')} }`,
    ).join('\n');
    const started = performance.now();
    expect(errorsOf(`query { products { ...F0 } }\n${fragments}`).map((e) => e.code)).toEqual([
      'MAX_DEPTH_EXCEEDED',
    ]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
