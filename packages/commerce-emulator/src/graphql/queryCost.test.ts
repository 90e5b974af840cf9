import { buildClientSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadStorefrontIntrospection } from './apiVersions.js';
import { requestedQueryCost } from './queryCost.js';

const schema = buildClientSchema(loadStorefrontIntrospection('2023-10'));

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return requestedQueryCost(schema, document, getOperationAST(document)!, variables);
};

// Shopify's rules, worked by hand in each test: scalar and enum 0, object 1, connection
// 2 + page size × one item, mutation 10, an interface the dearest of its concrete types.
describe('requested query cost', () => {
  it('prices a collection page of 24 products', () => {
    const query = `query Collection($handle: String!, $first: Int!) {
      collection(handle: $handle) {
        id title description
        image { url altText }
        products(first: $first) {
          nodes {
            id handle title
            featuredImage { url altText }
            priceRange { minVariantPrice { amount currencyCode } }
          }
          pageInfo { hasNextPage endCursor }
        }
      }
    }`;
    // collection 1 + image 1 + products (2 + 24 × (node 1 + featuredImage 1 + priceRange 1
    // + minVariantPrice 1)) = 1 + 1 + (2 + 24 × 4) = 100; pageInfo comes with the connection.
    expect(costOf(query, { handle: 'bagues', first: 24 })).toBe(100);
  });

  it('prices a product page, its media interface at the dearest concrete type', () => {
    const query = `query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
      product(handle: $handle) {
        id title descriptionHtml
        options(first: 10) { name values }
        selectedVariant: variantBySelectedOptions(selectedOptions: $selectedOptions) {
          id price { amount currencyCode } image { url }
        }
        variants(first: 10) {
          nodes { id availableForSale selectedOptions { name value } price { amount } }
        }
        media(first: 5) {
          edges {
            cursor
            node {
              mediaContentType
              ... on MediaImage { image { url } }
              ... on Video { sources { url } }
            }
          }
        }
        seo { title description }
      }
    }`;
    // product 1
    // + options 1 (a list of objects, not a connection)
    // + selectedVariant (1 + price 1 + image 1) = 3
    // + variants (2 + 10 × (node 1 + selectedOptions 1 + price 1)) = 32
    // + media (2 + 5 × (node 1 + max(MediaImage: image 1, Video: sources 1, others 0))) = 12
    // + seo 1
    // = 1 + 1 + 3 + 32 + 12 + 1 = 50
    expect(costOf(query, { handle: 'etoile-treize', selectedOptions: [] })).toBe(50);
  });

  it('prices a mutation at 10 plus what it answers', () => {
    const query = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
      cartLinesAdd(cartId: $cartId, lines: $lines) {
        cart { id totalQuantity lines(first: 10) { nodes { id quantity } } }
        userErrors { field message }
      }
    }`;
    // cartLinesAdd 10 + cart 1 + lines (2 + 10 × 1) + userErrors 1 = 24
    expect(costOf(query, { cartId: 'gid://shopify/Cart/1', lines: [] })).toBe(24);
  });

  it('reads page sizes from variables and their defaults, and prices scalars at nothing', () => {
    const query = `query Products($first: Int = 8) { products(first: $first) { nodes { id title } } }`;
    expect(costOf(query)).toBe(2 + 8 * 1);
    expect(costOf(query, { first: 100 })).toBe(2 + 100 * 1);
    expect(costOf('{ shop { name description } }')).toBe(1);
    // No page size given: priced at the largest page, 250.
    expect(costOf('{ products { nodes { id } } }')).toBe(2 + 250 * 1);
  });

  it('leaves out what @skip and @include leave out', () => {
    const query = `query ($more: Boolean!) { shop { name } products(first: 10) @include(if: $more) { nodes { id } } }`;
    expect(costOf(query, { more: false })).toBe(1);
    expect(costOf(query, { more: true })).toBe(1 + 2 + 10);
  });

  it('multiplies nested connections, so a fan-out is priced at what it would fetch', () => {
    const fanOut = `{ products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } } }`;
    // 2 + 250 × (1 + 2 + 250 × (1 + 2 + 250 × 1)) = 15,813,252
    expect(costOf(fanOut)).toBe(2 + 250 * (1 + 2 + 250 * (1 + 2 + 250)));
  });

  it('prices a fragment spread many times once per spread, without walking it again', () => {
    const levels = Array.from(
      { length: 8 },
      (_, level) =>
        `fragment F${level} on Collection { ${Array.from(
          { length: 10 },
          (_, i) =>
            `p${i}: products(first: 1) { nodes { collections(first: 1) { nodes { ${level < 7 ? `...F${level + 1}` : 'id'} } } } }`,
        ).join(' ')} }`,
    );
    const started = performance.now();
    const cost = costOf(`{ collections(first: 1) { nodes { ...F0 } } } ${levels.join('\n')}`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(cost).toBeGreaterThan(10 ** 8);
  });
});
