import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;
const handles = (nodes: Json[]) => nodes.map((n) => n.handle);

describe('lookups by handle or id', () => {
  it('prefers the id to the handle, and answers Shopify’s error without either', async () => {
    const data = await q(`{
      both: product(id: "gid://shopify/Product/9100000004", handle: "jonc-fin") { handle }
      byHandle: productByHandle(handle: "jonc-fin") { handle }
      unknownId: product(id: "gid://shopify/Product/1") { handle }
      collectionById: collection(id: "gid://shopify/Collection/9300000004") { handle }
      collectionBoth: collection(id: "gid://shopify/Collection/9300000004", handle: "bagues") { handle }
      collectionByHandle: collectionByHandle(handle: "colliers") { handle }
      unknownCollection: collection(handle: "nope") { handle }
      unknownByHandle: collectionByHandle(handle: "nope") { handle } }`);
    expect(data).toEqual({
      both: { handle: 'comete' },
      byHandle: { handle: 'jonc-fin' },
      unknownId: null,
      collectionById: { handle: 'bracelets' },
      collectionBoth: { handle: 'bracelets' },
      collectionByHandle: { handle: 'colliers' },
      unknownCollection: null,
      unknownByHandle: null,
    });
    const product = await emu.harness.query('{ product { id } }');
    expect(product.errors?.[0]).toMatchObject({
      message: 'Provide either `handle` or `id` to look a product up.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const collection = await emu.harness.query('{ collection { id } }');
    expect(collection.errors?.[0]).toMatchObject({
      message: 'Provide either `handle` or `id` to look a collection up.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('resolves the gids of pages, articles, blogs and carts, and null for any other', async () => {
    const { cartCreate } = await q('mutation { cartCreate { cart { id } } }');
    const cartId = cartCreate.cart.id as string;
    const data = await q(
      `query N($ids: [ID!]!, $cart: ID!) { nodes(ids: $ids) { __typename ... on Page { handle }
        ... on Article { handle } ... on Blog { handle } }
        cart: node(id: $cart) { __typename id } }`,
      {
        cart: cartId,
        ids: [
          'gid://shopify/Page/9400001',
          'gid://shopify/Article/9420001',
          'gid://shopify/Blog/9410001',
          'gid://shopify/Foo/1',
          'not-a-gid',
          'gid://shopify/ProductVariant/1',
          'gid://shopify/Collection/1',
          'gid://shopify/Order/99',
          'gid://shopify/Cart/nope',
        ],
      },
    );
    expect(data.nodes).toEqual([
      { __typename: 'Page', handle: 'notre-atelier' },
      { __typename: 'Article', handle: 'ouverture-de-l-atelier' },
      { __typename: 'Blog', handle: 'journal' },
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(data.cart).toEqual({ __typename: 'Cart', id: cartId });
    const cart = await q(
      'query C($id: ID!) { cart(id: $id) { id } none: cart(id: "gid://shopify/Cart/nope") { id } }',
      {
        id: cartId,
      },
    );
    expect(cart).toEqual({ cart: { id: cartId }, none: null });
  });

  it('answers at most 250 nodes at once', async () => {
    const ids = (n: number) => Array.from({ length: n }, () => 'gid://shopify/Product/9100000001');
    const query = 'query N($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect((await q(query, { ids: ids(250) })).nodes).toHaveLength(250);
    const tooMany = await emu.harness.query(query, { ids: ids(251) });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'nodes accepts at most 250 ids.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers the API versions this emulator serves', async () => {
    const data = await q('{ publicApiVersions { handle displayName supported } }');
    expect(data.publicApiVersions).toEqual([
      { handle: '2023-10', displayName: '2023-10', supported: true },
      { handle: '2025-10', displayName: '2025-10', supported: true },
      { handle: '2026-04', displayName: '2026-04 (Latest)', supported: true },
      { handle: 'unstable', displayName: 'unstable', supported: false },
    ]);
  });
});

describe('collections', () => {
  it('filters collections by title or handle, accents and `title:` and quotes aside', async () => {
    const data = await q(`{
      quoted: collections(first: 10, query: "title:\\"bra\\"") { nodes { handle } }
      folded: collections(first: 10, query: "nouveautes") { nodes { handle } }
      byHandle: collections(first: 10, query: "d-oreilles") { nodes { handle } }
      blank: collections(first: 10, query: "  ") { nodes { handle } } }`);
    expect(data.quoted.nodes).toEqual([{ handle: 'bracelets' }]);
    expect(data.folded.nodes).toEqual([{ handle: 'nouveautes' }]);
    expect(data.byHandle.nodes).toEqual([{ handle: 'boucles-d-oreilles' }]);
    expect(handles(data.blank.nodes)).toHaveLength(5);
    const en = await q(
      '{ collections(first: 10, query: "RING") { nodes { handle } } }'.replace(
        '{',
        'query @inContext(language: EN) {',
      ),
    );
    expect(handles(en.collections.nodes)).toEqual(['boucles-d-oreilles', 'bagues']);
  });

  it('sorts collections by title in the asked language, and reverses them', async () => {
    const fr = await q(`{ title: collections(first: 10, sortKey: TITLE) { nodes { handle } }
      reversed: collections(first: 10, sortKey: TITLE, reverse: true) { nodes { handle } }
      updated: collections(first: 10, sortKey: UPDATED_AT, reverse: true) { nodes { handle } } }`);
    expect(handles(fr.title.nodes)).toEqual([
      'bagues',
      'boucles-d-oreilles',
      'bracelets',
      'colliers',
      'nouveautes',
    ]);
    expect(handles(fr.reversed.nodes)).toEqual([
      'nouveautes',
      'colliers',
      'bracelets',
      'boucles-d-oreilles',
      'bagues',
    ]);
    // Every collection was updated at the same time: the sort keeps the shop's order.
    expect(handles(fr.updated.nodes)).toEqual([
      'nouveautes',
      'bracelets',
      'colliers',
      'bagues',
      'boucles-d-oreilles',
    ]);
    const en = await q(
      'query @inContext(language: EN) { collections(first: 10, sortKey: TITLE) { nodes { title } } }',
    );
    expect(en.collections.nodes.map((c: Json) => c.title)).toEqual([
      'Bracelets',
      'Earrings',
      'Necklaces',
      'New in',
      'Rings',
    ]);
  });
  it('pages collections with the cursors it answers', async () => {
    const first = await q(
      '{ collections(first: 2) { edges { cursor node { handle } } pageInfo { hasNextPage endCursor } } }',
    );
    expect(first.collections.edges.map((e: Json) => e.node.handle)).toEqual([
      'boucles-d-oreilles',
      'bagues',
    ]);
    expect(first.collections.pageInfo).toEqual({
      hasNextPage: true,
      endCursor: first.collections.edges[1].cursor,
    });
    const next = await q(
      'query C($after: String!) { collections(first: 2, after: $after) { nodes { handle } } }',
      { after: first.collections.pageInfo.endCursor },
    );
    expect(handles(next.collections.nodes)).toEqual(['colliers', 'bracelets']);
  });
});

describe('search', () => {
  const SEARCH = `query S($query: String!, $types: [SearchType!], $filters: [ProductFilter!], $sortKey: SearchSortKeys, $reverse: Boolean, $unavailable: SearchUnavailableProductsType) {
    search(query: $query, first: 20, types: $types, productFilters: $filters, sortKey: $sortKey, reverse: $reverse, unavailableProducts: $unavailable) {
      totalCount productFilters { id } nodes { __typename ... on Product { handle } ... on Article { handle } ... on Page { handle } } } }`;
  const search = async (variables: Record<string, unknown>) =>
    (await q(SEARCH, variables)).search as {
      totalCount: number;
      nodes: Json[];
      productFilters: [];
    };

  it('searches every type without `types`, ranked together', async () => {
    const found = await search({ query: 'perle' });
    expect(found.productFilters).toEqual([]);
    expect(found.nodes).toEqual([
      { __typename: 'Product', handle: 'perle-baroque' },
      { __typename: 'Product', handle: 'collier-perles' },
      { __typename: 'Product', handle: 'bracelet-perles' },
      { __typename: 'Article', handle: 'choisir-ses-perles' },
      { __typename: 'Page', handle: 'notre-atelier' },
    ]);
    expect((await search({ query: 'perle', types: ['PAGE'] })).nodes).toEqual([
      { __typename: 'Page', handle: 'notre-atelier' },
    ]);
    expect((await search({ query: 'perle', types: ['ARTICLE'] })).nodes).toEqual([
      { __typename: 'Article', handle: 'choisir-ses-perles' },
    ]);
  });

  it('narrows products with product filters, every filter applying', async () => {
    expect(
      handles(
        (await search({ query: '', types: ['PRODUCT'], filters: [{ productType: 'Bague' }] }))
          .nodes,
      ),
    ).toEqual(['anneau-treize', 'jonc-fin', 'trois-anneaux', 'bague-comete']);
    expect(
      (
        await search({
          query: '',
          types: ['PRODUCT'],
          filters: [{ productType: 'Bague' }, { tag: 'argent' }],
        })
      ).nodes,
    ).toEqual([{ __typename: 'Product', handle: 'jonc-fin' }]);
    expect(
      handles(
        (await search({ query: 'soleil', types: ['PRODUCT'], filters: [{ available: false }] }))
          .nodes,
      ),
    ).toEqual(['manchette-soleil']);
    expect(
      handles(
        (await search({ query: 'soleil', types: ['PRODUCT'], filters: [{ available: true }] }))
          .nodes,
      ),
    ).toEqual(['soleil-noir']);
    expect(
      (
        await search({
          query: 'soleil',
          types: ['PRODUCT'],
          filters: [{ productVendor: 'Atelier Treize' }],
        })
      ).totalCount,
    ).toBe(2);
    expect(
      (await search({ query: 'soleil', types: ['PRODUCT'], filters: [{ productVendor: 'Autre' }] }))
        .nodes,
    ).toEqual([]);
    expect(
      handles(
        (
          await search({
            query: '',
            types: ['PRODUCT'],
            filters: [{ available: false }, { productType: 'Bracelet' }],
          })
        ).nodes,
      ),
    ).toEqual(['manchette-soleil']);
    expect(
      handles(
        (
          await search({
            query: '',
            types: ['PRODUCT'],
            filters: [{ available: true }, { productType: 'Bracelet' }],
          })
        ).nodes,
      ),
    ).toEqual(['bracelet-jonc', 'gourmette-treize', 'bracelet-perles']);
  });

  it('puts sold-out products last on demand, whatever their relevance', async () => {
    const hidden = await search({ query: 'manchette', types: ['PRODUCT'], unavailable: 'HIDE' });
    expect(handles(hidden.nodes)).toEqual(['constellation']);
    const shown = await search({ query: 'manchette OR soleil', types: ['PRODUCT'] });
    expect(handles(shown.nodes)).toEqual(['manchette-soleil', 'soleil-noir', 'constellation']);
    const last = await search({
      query: 'manchette OR soleil',
      types: ['PRODUCT'],
      unavailable: 'LAST',
    });
    expect(handles(last.nodes)).toEqual(['soleil-noir', 'constellation', 'manchette-soleil']);
  });

  it('puts sold-out products last under any sort, and only those with no stock at all', async () => {
    const byPrice = { query: 'manchette OR soleil', types: ['PRODUCT'], sortKey: 'PRICE' };
    expect(handles((await search({ ...byPrice, reverse: true })).nodes)).toEqual([
      'manchette-soleil',
      'soleil-noir',
      'constellation',
    ]);
    expect(
      handles((await search({ ...byPrice, reverse: true, unavailable: 'LAST' })).nodes),
    ).toEqual(['soleil-noir', 'constellation', 'manchette-soleil']);
    // Perle Baroque has three sold-out variants of nine: still for sale, it keeps its rank.
    expect((await search({ query: 'perle', unavailable: 'LAST' })).nodes).toEqual([
      { __typename: 'Product', handle: 'perle-baroque' },
      { __typename: 'Product', handle: 'collier-perles' },
      { __typename: 'Product', handle: 'bracelet-perles' },
      { __typename: 'Article', handle: 'choisir-ses-perles' },
      { __typename: 'Page', handle: 'notre-atelier' },
    ]);
    // Articles keep their relevance among the products for sale.
    expect((await search({ query: 'bague', unavailable: 'LAST' })).nodes).toEqual([
      { __typename: 'Product', handle: 'anneau-treize' },
      { __typename: 'Product', handle: 'jonc-fin' },
      { __typename: 'Product', handle: 'trois-anneaux' },
      { __typename: 'Product', handle: 'bague-comete' },
      { __typename: 'Article', handle: 'l-or-recycle' },
      { __typename: 'Product', handle: 'solitaire-aube' },
      { __typename: 'Article', handle: 'treize-etoiles' },
    ]);
  });

  it('ranks a word in a product’s tags or an article’s tags above one in a text', async () => {
    // Constellation and Astre are tagged étoile; Anneau Treize has the word in its text only.
    expect((await search({ query: 'étoile' })).nodes).toEqual([
      { __typename: 'Product', handle: 'etoile-treize' },
      { __typename: 'Product', handle: 'sautoir-etoiles' },
      { __typename: 'Article', handle: 'treize-etoiles' },
      { __typename: 'Product', handle: 'constellation' },
      { __typename: 'Product', handle: 'chevaliere-astre' },
      { __typename: 'Product', handle: 'anneau-treize' },
    ]);
    // In English, the opening article is tagged atelier; the workshop page has it in its text.
    const en = await q(
      `query @inContext(language: EN) { search(query: "atelier", first: 5, types: [ARTICLE, PAGE]) {
        nodes { __typename ... on Article { handle } ... on Page { handle } } } }`,
    );
    expect(en.search.nodes).toEqual([
      { __typename: 'Article', handle: 'ouverture-de-l-atelier' },
      { __typename: 'Page', handle: 'notre-atelier' },
    ]);
  });

  it('lists products first when sorted by price, articles after', async () => {
    const found = await search({ query: 'bague', types: ['PRODUCT', 'ARTICLE'], sortKey: 'PRICE' });
    expect(found.nodes).toEqual([
      { __typename: 'Product', handle: 'jonc-fin' },
      { __typename: 'Product', handle: 'trois-anneaux' },
      { __typename: 'Product', handle: 'anneau-treize' },
      { __typename: 'Product', handle: 'solitaire-aube' },
      { __typename: 'Product', handle: 'bague-comete' },
      { __typename: 'Article', handle: 'treize-etoiles' },
      { __typename: 'Article', handle: 'l-or-recycle' },
    ]);
  });
});

describe('predictive search', () => {
  const PREDICTIVE = `query P($query: String!, $limit: Int, $types: [PredictiveSearchType!]) {
    predictiveSearch(query: $query, limit: $limit, types: $types) { products { handle }
      collections { handle } queries { text styledText trackingParameters } articles { handle } pages { handle } } }`;
  const predict = async (variables: Record<string, unknown>) =>
    (await q(PREDICTIVE, variables)).predictiveSearch as Record<
      'products' | 'collections' | 'queries' | 'articles' | 'pages',
      Json[]
    >;

  it('answers ten products by default, the matching collections, suggestions and articles', async () => {
    const found = await predict({ query: 'or' });
    expect(handles(found.products)).toEqual([
      'etoile-treize',
      'lune-pleine',
      'goutte-de-pluie',
      'comete',
      'soleil-noir',
      'fil-d-or',
      'perle-baroque',
      'constellation',
      'anneau-treize',
      'medaille-treize',
    ]);
    expect(found.collections).toEqual([{ handle: 'boucles-d-oreilles' }]);
    expect(found.queries).toEqual([
      { text: 'or', styledText: '<mark>or</mark>', trackingParameters: null },
      { text: 'or recyclé', styledText: '<mark>or</mark> recyclé', trackingParameters: null },
    ]);
    expect(handles(found.articles)).toEqual(['l-or-recycle', 'ouverture-de-l-atelier']);
    expect(found.pages).toEqual([]);
  });

  it('keeps to the limit and the asked types, and answers nothing for a blank query', async () => {
    const two = await predict({ query: 'bra', limit: 2 });
    expect(handles(two.products)).toHaveLength(2);
    expect(two.collections).toEqual([{ handle: 'bracelets' }]);
    const one = await predict({ query: 'e', limit: 1 });
    expect(one.products).toHaveLength(1);
    expect(one.collections).toHaveLength(1);
    expect(one.queries).toHaveLength(1);
    expect(one.articles).toHaveLength(1);
    const onlyPages = await predict({ query: 'atelier', types: ['PAGE'] });
    expect(onlyPages).toEqual({
      products: [],
      collections: [],
      queries: [],
      articles: [],
      pages: [{ handle: 'notre-atelier' }],
    });
    const onlyArticles = await predict({ query: 'atelier', types: ['ARTICLE', 'COLLECTION'] });
    expect(onlyArticles).toEqual({
      products: [],
      collections: [],
      queries: [],
      articles: [{ handle: 'ouverture-de-l-atelier' }],
      pages: [],
    });
    const suggestions = await predict({ query: 'bra', types: ['PRODUCT', 'QUERY'] });
    expect(suggestions.collections).toEqual([]);
    expect(suggestions.queries.map((s) => s.text)).toEqual(['bracelet']);
    expect(await predict({ query: 'bra', types: ['COLLECTION'] })).toEqual({
      products: [],
      collections: [{ handle: 'bracelets' }],
      queries: [],
      articles: [],
      pages: [],
    });
    const productsOnly = await predict({ query: 'bra', types: ['PRODUCT'] });
    expect(handles(productsOnly.products)).toEqual([
      'etoile-treize',
      'bracelet-jonc',
      'gourmette-treize',
      'bracelet-perles',
      'manchette-soleil',
    ]);
    expect(productsOnly.queries).toEqual([]);
    // Suggestions alone, without the products they come from.
    expect(await predict({ query: 'bra', types: ['QUERY'] })).toEqual({
      products: [],
      collections: [],
      queries: [
        { text: 'bracelet', styledText: '<mark>bra</mark>celet', trackingParameters: null },
      ],
      articles: [],
      pages: [],
    });
    // In alphabetical order, whichever product they come from first.
    const go = await predict({ query: 'go', types: ['PRODUCT', 'QUERY'] });
    expect(go.queries.map((s) => s.text)).toEqual(['gourmette', 'goutte']);
    expect(await predict({ query: '  ' })).toEqual({
      products: [],
      collections: [],
      queries: [],
      articles: [],
      pages: [],
    });
  });

  it('refuses a limit outside 1 to 10', async () => {
    for (const limit of [0, 11]) {
      const answer = await emu.harness.query(PREDICTIVE, { query: 'or', limit });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'The limit argument must be between 1 and 10.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await predict({ query: 'or', limit: 10 })).products).toHaveLength(10);
  });
});

describe('product recommendations', () => {
  it('recommends products of the other collections for a complementary intent, ten at most', async () => {
    const data = await q(`{
      related: productRecommendations(productId: "gid://shopify/Product/9100000011") { handle }
      complementary: productRecommendations(productHandle: "jonc-fin", intent: COMPLEMENTARY) { handle }
      unknown: productRecommendations(productId: "gid://shopify/Product/1") { handle } }`);
    expect(handles(data.related)).toEqual([
      'anneau-treize',
      'chevaliere-astre',
      'solitaire-aube',
      'trois-anneaux',
      'bague-comete',
    ]);
    expect(handles(data.complementary)).toEqual([
      'etoile-treize',
      'lune-pleine',
      'goutte-de-pluie',
      'comete',
      'soleil-noir',
      'fil-d-or',
      'perle-baroque',
      'constellation',
      'medaille-treize',
      'sautoir-etoiles',
    ]);
    expect(data.unknown).toBeNull();
  });
});
