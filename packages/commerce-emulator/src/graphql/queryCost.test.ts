import { buildClientSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadStorefrontIntrospection } from './apiVersions.js';
import { requestedQueryCost } from './queryCost.js';

const schema = buildClientSchema(loadStorefrontIntrospection('2023-10'));

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return requestedQueryCost(schema, document, getOperationAST(document)!, variables);
};

// Shopify's rules, worked by hand in each test: scalar and enum 0, a resource object (one that
// implements Node) 1, the values read with it 0, a connection 2 + page size × one item, a
// mutation 10, an interface the dearest of its concrete types.
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
    // collection 1 + image 0 + products (2 + 24 × (product 1 + featuredImage 0 + priceRange 0
    // + minVariantPrice 0)) = 1 + (2 + 24 × 1) = 27; pageInfo comes with the connection.
    expect(costOf(query, { handle: 'bagues', first: 24 })).toBe(27);
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
    // + options 1 (ProductOption is a resource; a list, not a connection: not multiplied)
    // + selectedVariant (variant 1 + price 0 + image 0) = 1
    // + variants (2 + 10 × (variant 1 + selectedOptions 0 + price 0)) = 12
    // + media (2 + 5 × max(MediaImage 1 + image 0, Video 1 + sources 0, …)) = 7
    // + seo 0
    // = 1 + 1 + 1 + 12 + 7 + 0 = 22
    expect(costOf(query, { handle: 'etoile-treize', selectedOptions: [] })).toBe(22);
  });

  it('prices a mutation at 10 plus what it answers', () => {
    const query = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
      cartLinesAdd(cartId: $cartId, lines: $lines) {
        cart { id totalQuantity lines(first: 10) { nodes { id quantity } } }
        userErrors { field message }
      }
    }`;
    // cartLinesAdd 10 + cart 1 + lines (2 + 10 × max(CartLine 1, ComponentizableCartLine 1))
    // + userErrors 0 = 10 + 1 + 12 + 0 = 23
    expect(costOf(query, { cartId: 'gid://shopify/Cart/1', lines: [] })).toBe(23);
  });

  it('reads page sizes from variables and their defaults, and prices scalars at nothing', () => {
    const query = `query Products($first: Int = 8) { products(first: $first) { nodes { id title } } }`;
    expect(costOf(query)).toBe(2 + 8 * 1);
    expect(costOf(query, { first: 100 })).toBe(2 + 100 * 1);
    expect(costOf('{ shop { name description } }')).toBe(1);
    expect(costOf('{ shop { name primaryDomain { url } } }')).toBe(1);
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

  it('prices a field asked twice under one name once, as GraphQL merges them', () => {
    const twice = `{ products(first: 10) { nodes { id } nodes { title variants(first: 3) { nodes { id } } } } }`;
    const once = `{ products(first: 10) { nodes { id title variants(first: 3) { nodes { id } } } } }`;
    // 2 + 10 × (product 1 + variants (2 + 3 × 1)) = 62, however the fields are split.
    expect(costOf(twice)).toBe(62);
    expect(costOf(once)).toBe(62);
    // Aliases are different keys: two lists, priced twice.
    expect(costOf(`{ products(first: 10) { a: nodes { id } b: nodes { id } } }`)).toBe(22);
  });

  it('merges a field asked many times under one name at every level without walking it again', () => {
    const levels = Array.from(
      { length: 8 },
      (_, level) =>
        `fragment F${level} on Collection { ${Array.from(
          { length: 10 },
          () =>
            `p: products(first: 2) { nodes { collections(first: 2) { nodes { ${level < 7 ? `...F${level + 1}` : 'id'} } } } }`,
        ).join(' ')} }`,
    );
    const started = performance.now();
    const cost = costOf(`{ collections(first: 2) { nodes { ...F0 } } } ${levels.join('\n')}`);
    expect(performance.now() - started).toBeLessThan(500);
    // One merged `p` per level: 2 + 2 × (1 + 2 + 2 × (1 + …)), a 4-fold fan-out over 8 levels.
    expect(cost).toBeGreaterThan(4 ** 8);
  });

  it("accepts a cart of 100 lines read with a line fragment and a bundle fragment, as Hydrogen's skeleton asks", () => {
    const recent = buildClientSchema(loadStorefrontIntrospection('2026-04'));
    const query = `query Cart($id: ID!, $lines: Int = 100) {
      cart(id: $id) {
        id checkoutUrl totalQuantity
        lines(first: $lines) {
          nodes { ...Line }
          nodes { ...Bundle }
        }
      }
    }
    fragment Variant on ProductVariant { id title price { amount } image { url } product { id handle } }
    fragment Line on CartLine {
      id quantity merchandise { ...Variant } parentRelationship { parent { id } }
    }
    fragment Bundle on ComponentizableCartLine {
      id quantity merchandise { ...Variant } lineComponents { ...Line }
    }`;
    const document = parse(query);
    const cost = requestedQueryCost(recent, document, getOperationAST(document)!, {});
    // cart 1 + lines (2 + 100 × the dearer line: a bundle 1 + variant 1 + product 1 + its
    // components (line 1 + variant 1 + product 1 + parent 1)) = 1 + 2 + 100 × 7 = 703.
    expect(cost).toBe(703);
  });

  it('prices a document before validation, a fragment that spreads itself adding nothing', () => {
    const cyclic = `{ products(first: 1) { nodes { ...F } } }
      fragment F on Product { collections(first: 1) { nodes { products(first: 1) { nodes { ...F } } } } }`;
    // The cycle is cut where a selection set comes round again: a small finite price, at once.
    const cost = costOf(cyclic);
    expect(cost).toBeGreaterThan(2);
    expect(cost).toBeLessThan(20);
  });
});
