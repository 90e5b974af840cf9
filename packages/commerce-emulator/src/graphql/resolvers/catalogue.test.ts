import { describe, expect, it } from 'vitest';
import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { type Json, useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;

const PRODUCT = `
  query Product($handle: String!, $country: CountryCode, $language: LanguageCode, $selected: [SelectedOptionInput!]!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id handle title vendor productType tags description descriptionHtml availableForSale totalInventory
      seo { title description }
      options { name values optionValues { name firstSelectableVariant { id } } }
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      compareAtPriceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount } }
      featuredImage { url altText width height }
      encodedVariantExistence encodedVariantAvailability
      variantBySelectedOptions(selectedOptions: $selected) { id title }
      selectedOrFirstAvailableVariant(selectedOptions: $selected, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id availableForSale }
      adjacentVariants(selectedOptions: $selected) { id }
      media(first: 10) { nodes { __typename id mediaContentType alt previewImage { url }
        ... on MediaImage { image { url width height } }
        ... on Video { sources { url mimeType format width height } } } }
      variants(first: 100) { nodes { id title sku availableForSale quantityAvailable selectedOptions { name value }
        price { amount currencyCode } compareAtPrice { amount currencyCode } image { url } product { handle } } }
    }
  }`;

describe('product(handle|id)', () => {
  it('answers French texts and euros by default', async () => {
    const { product } = await q(PRODUCT, { handle: 'etoile-treize', selected: [] });
    expect(product.id).toBe('gid://shopify/Product/9100000001');
    expect(product.title).toBe('Étoile Treize - Boucle d’oreille (or recyclé)');
    expect(product.vendor).toBe('Atelier Treize');
    expect(product.productType).toBe('Boucle d’oreille');
    expect(product.description).toContain('treize branches');
    expect(product.descriptionHtml).toMatch(/^<p>.*<\/p>$/);
    expect(product.seo.title).toBe(product.title);
    expect(product.priceRange.minVariantPrice).toEqual({ amount: '75.0', currencyCode: 'EUR' });
    expect(product.priceRange.maxVariantPrice).toEqual({ amount: '170.0', currencyCode: 'EUR' });
    expect(product.options).toHaveLength(2);
    expect(product.options[0].name).toBe('Oreille');
    expect(product.options[1].values).toEqual(['Or', 'Argent', 'Or rose']);
  });

  it('answers English texts and dollars in the US market, the shop default for ZZ', async () => {
    const us = await q(PRODUCT, {
      handle: 'etoile-treize',
      selected: [],
      country: 'US',
      language: 'EN',
    });
    expect(us.product.title).toBe('Thirteen Star - Earring (recycled gold)');
    expect(us.product.description).toContain('thirteen-pointed');
    expect(us.product.priceRange.minVariantPrice).toEqual({ amount: '85.0', currencyCode: 'USD' });
    expect(us.product.variants.nodes[0].price).toEqual({ amount: '105.0', currencyCode: 'USD' });
    const enFr = await q(PRODUCT, {
      handle: 'etoile-treize',
      selected: [],
      country: 'FR',
      language: 'EN',
    });
    expect(enFr.product.title).toBe('Thirteen Star - Earring (recycled gold)');
    expect(enFr.product.variants.nodes[0].price).toEqual({ amount: '95.0', currencyCode: 'EUR' });
    const zz = await q(PRODUCT, { handle: 'etoile-treize', selected: [], country: 'ZZ' });
    expect(zz.product.variants.nodes[0].price.currencyCode).toBe('EUR');
    expect(zz.product.title).toContain('Étoile');
  });

  it('reads @inContext written as literals', async () => {
    const data = await q(
      'query @inContext(country: US, language: EN) { product(handle: "jonc-fin") { title priceRange { minVariantPrice { currencyCode } } } }',
    );
    expect(data.product).toEqual({
      title: 'Thin Band - Ring (solid silver)',
      priceRange: { minVariantPrice: { currencyCode: 'USD' } },
    });
  });

  it('lists variants in option order with prices, compare-at prices, stock and images', async () => {
    const { product } = await q(PRODUCT, { handle: 'lune-pleine', selected: [] });
    const variants = product.variants.nodes;
    expect(variants).toHaveLength(9);
    expect(variants[0]).toMatchObject({
      id: 'gid://shopify/ProductVariant/920000201',
      title: 'Gauche / Or',
      availableForSale: true,
      product: { handle: 'lune-pleine' },
    });
    expect(variants[0].selectedOptions).toEqual([
      { name: 'Oreille', value: 'Gauche' },
      { name: 'Couleur', value: 'Or' },
    ]);
    expect(Number(variants[0].compareAtPrice.amount)).toBeGreaterThan(
      Number(variants[0].price.amount),
    );
    expect(variants[1].image.url).toContain('lune-pleine-argent');
    expect(Number(product.compareAtPriceRange.minVariantPrice.amount)).toBeGreaterThan(0);
    const plain = await q(PRODUCT, { handle: 'comete', selected: [] });
    expect(plain.product.variants.nodes[0].compareAtPrice).toBeNull();
    expect(plain.product.compareAtPriceRange.maxVariantPrice.amount).toBe('0.0');
  });

  it('finds variants by selected options, and the first available one otherwise', async () => {
    const selected = [
      { name: 'Oreille', value: 'Droite' },
      { name: 'Couleur', value: 'Or rose' },
    ];
    const { product } = await q(PRODUCT, { handle: 'goutte-de-pluie', selected });
    expect(product.variantBySelectedOptions).toEqual({
      id: 'gid://shopify/ProductVariant/920000306',
      title: 'Droite / Or rose',
    });
    expect(product.selectedOrFirstAvailableVariant).toEqual({
      id: 'gid://shopify/ProductVariant/920000306',
      availableForSale: false,
    });
    // One option value away from Droite / Or rose: the two other colours and the two other ears.
    expect(product.adjacentVariants.map((v: Json) => v.id).sort()).toEqual(
      ['920000304', '920000305', '920000303', '920000309']
        .map((v) => `gid://shopify/ProductVariant/${v}`)
        .sort(),
    );
    const partial = await q(PRODUCT, {
      handle: 'perle-baroque',
      selected: [
        { name: 'couleur', value: 'OR' },
        { name: 'Taille', value: 'XL' },
      ],
    });
    expect(partial.product.variantBySelectedOptions).toBeNull();
    // All Gauche variants are sold out: the first available is Droite / Or.
    expect(partial.product.selectedOrFirstAvailableVariant).toEqual({
      id: 'gid://shopify/ProductVariant/920000704',
      availableForSale: true,
    });
    const firstValue = partial.product.options[0].optionValues[0];
    expect(firstValue).toEqual({
      name: 'Gauche',
      firstSelectableVariant: { id: 'gid://shopify/ProductVariant/920000701' },
    });
  });

  it('encodes variant existence and availability for hydrogen-react’s decoder', async () => {
    const { product } = await q(PRODUCT, { handle: 'perle-baroque', selected: [] });
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toHaveLength(9);
    const available = decodeEncodedVariant(product.encodedVariantAvailability);
    expect(available).toHaveLength(6);
    expect(available.some(([ear]) => ear === 0)).toBe(false);
  });

  it('answers the sold-out product as not available for sale', async () => {
    const { product } = await q(PRODUCT, { handle: 'manchette-soleil', selected: [] });
    expect(product.availableForSale).toBe(false);
    expect(product.totalInventory).toBe(0);
    expect(product.options).toEqual([
      {
        name: 'Title',
        values: ['Default Title'],
        optionValues: [
          {
            name: 'Default Title',
            firstSelectableVariant: { id: 'gid://shopify/ProductVariant/920002401' },
          },
        ],
      },
    ]);
    expect(product.variants.nodes[0]).toMatchObject({
      title: 'Default Title',
      availableForSale: false,
      quantityAvailable: 0,
    });
  });

  it('answers media: a video first with sources and a preview, then images served by the emulator', async () => {
    const { product } = await q(PRODUCT, { handle: 'anneau-treize', selected: [] });
    const [video, ...images] = product.media.nodes;
    expect(video.__typename).toBe('Video');
    expect(video.mediaContentType).toBe('VIDEO');
    expect(video.sources).toEqual([
      {
        url: `${emu.harness.emulator.url}/cdn/shop/videos/anneau-treize.mp4`,
        mimeType: 'video/mp4',
        format: 'mp4',
        width: 480,
        height: 600,
      },
      {
        url: `${emu.harness.emulator.url}/cdn/shop/videos/anneau-treize.webm`,
        mimeType: 'video/webm',
        format: 'webm',
        width: 480,
        height: 600,
      },
    ]);
    expect(video.previewImage.url).toMatch(
      new RegExp(`^${emu.harness.emulator.url}/cdn/shop/files/`),
    );
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images[0]).toMatchObject({
      __typename: 'MediaImage',
      mediaContentType: 'IMAGE',
      image: { width: 1000, height: 1250 },
    });
    expect(product.featuredImage.url).toBe(images[0].image.url);
    const picture = await fetch(product.featuredImage.url);
    expect(picture.status).toBe(200);
  });

  it('transforms image URLs and finds products by id', async () => {
    const data = await q(`{ product(id: "gid://shopify/Product/9100000004") { handle featuredImage {
      url(transform: { maxWidth: 400, maxHeight: 500, crop: CENTER, preferredContentType: WEBP }) } } }`);
    expect(data.product.handle).toBe('comete');
    expect(data.product.featuredImage.url).toMatch(
      /\?width=400&height=500&crop=center&format=webp$/,
    );
    expect((await fetch(data.product.featuredImage.url)).headers.get('content-type')).toBe(
      'image/webp',
    );
  });

  it('answers null for an unknown handle, and an error without handle or id', async () => {
    expect((await q('{ product(handle: "nope") { id } }')).product).toBeNull();
    const answer = await emu.harness.query('{ product { id } }');
    expect(answer.errors?.[0]?.message).toContain('handle');
  });
});

describe('products and collections connections', () => {
  const PAGE = `query Page($first: Int, $last: Int, $after: String, $before: String, $sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
    products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, query: $query) {
      nodes { handle } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor } } }`;

  it('pages forwards and backwards with cursors', async () => {
    const first = (await q(PAGE, { first: 10 })).products;
    expect(first.nodes).toHaveLength(10);
    expect(first.nodes[0].handle).toBe('etoile-treize');
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.edges[9].cursor).toBe(first.pageInfo.endCursor);
    const second = (await q(PAGE, { first: 10, after: first.pageInfo.endCursor })).products;
    expect(second.nodes[0].handle).toBe('jonc-fin');
    expect(second.nodes.map((n: Json) => n.handle)).not.toContain('etoile-treize');
    const third = (await q(PAGE, { first: 10, after: second.pageInfo.endCursor })).products;
    expect(third.nodes).toHaveLength(4);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = (await q(PAGE, { last: 5, before: third.pageInfo.startCursor })).products;
    expect(back.nodes.map((n: Json) => n.handle)).toEqual(
      second.nodes.slice(5).map((n: Json) => n.handle),
    );
    expect(back.pageInfo.hasPreviousPage).toBe(true);
    const all = [...first.nodes, ...second.nodes, ...third.nodes].map((n: Json) => n.handle);
    expect(new Set(all).size).toBe(24);
  });

  it('refuses pages without a size, or too large', async () => {
    expect((await emu.harness.query('{ products { nodes { id } } }')).errors?.[0]?.message).toBe(
      'you must provide one of first or last',
    );
    expect(
      (await emu.harness.query('{ products(first: 251) { nodes { id } } }')).errors?.[0]?.message,
    ).toContain('250');
    expect(
      (await emu.harness.query('{ products(first: 1, after: "garbage") { nodes { id } } }'))
        .errors?.[0]?.message,
    ).toContain('Invalid cursor');
  });

  it('sorts by title, price and creation date, reversed on demand', async () => {
    const byPrice = (await q(PAGE, { first: 24, sortKey: 'PRICE' })).products.nodes.map(
      (n: Json) => n.handle,
    );
    expect(byPrice[0]).toBe('jonc-fin');
    expect(byPrice[23]).toBe('bague-comete');
    const reversed = (
      await q(PAGE, { first: 24, sortKey: 'PRICE', reverse: true })
    ).products.nodes.map((n: Json) => n.handle);
    expect(reversed[0]).toBe('bague-comete');
    const byTitle = (await q(PAGE, { first: 3, sortKey: 'TITLE' })).products.nodes.map(
      (n: Json) => n.handle,
    );
    expect(byTitle).toEqual(['anneau-treize', 'chevaliere-astre', 'solitaire-aube']);
    const newest = (await q(PAGE, { first: 1, sortKey: 'CREATED_AT', reverse: true })).products
      .nodes[0].handle;
    expect(newest).toBe('constellation');
  });

  it('filters with Shopify’s query syntax', async () => {
    const handles = async (query: string) =>
      (await q(PAGE, { first: 50, query })).products.nodes.map((n: Json) => n.handle);
    expect(await handles('tag:perle')).toEqual([
      'perle-baroque',
      'collier-perles',
      'bracelet-perles',
    ]);
    expect(await handles('title:lune')).toEqual(['lune-pleine', 'pendentif-lune']);
    expect(await handles('available_for_sale:false')).toEqual(['manchette-soleil']);
    expect(await handles('tag:perle -product_type:Bracelet')).toEqual([
      'perle-baroque',
      'collier-perles',
    ]);
    expect(await handles('title:lune OR tag:onyx')).toEqual([
      'lune-pleine',
      'soleil-noir',
      'pendentif-lune',
    ]);
    expect(await handles('vendor:"Atelier Treize"')).toHaveLength(24);
  });

  it('answers collections by handle and id with their products, sorted and paged', async () => {
    const data =
      await q(`{ collection(handle: "nouveautes") { id title description image { url } seo { title }
      products(first: 3) { nodes { handle } pageInfo { hasNextPage } } } }`);
    expect(data.collection.id).toBe('gid://shopify/Collection/9300000005');
    expect(data.collection.title).toBe('Nouveautés');
    expect(data.collection.products.nodes.map((n: Json) => n.handle)).toEqual([
      'etoile-treize',
      'comete',
      'constellation',
    ]);
    expect(data.collection.products.pageInfo.hasNextPage).toBe(true);
    const en =
      await q(`query @inContext(language: EN) { collection(id: "gid://shopify/Collection/9300000002") { handle title
      products(first: 10, sortKey: PRICE, reverse: true) { nodes { handle } } } }`);
    expect(en.collection.title).toBe('Rings');
    expect(en.collection.products.nodes[0].handle).toBe('bague-comete');
    expect((await q('{ collection(handle: "nope") { id } }')).collection).toBeNull();
  });

  it('lists collections and a product’s collections', async () => {
    const data = await q(`{ collections(first: 10) { nodes { handle } pageInfo { hasNextPage } }
      product(handle: "etoile-treize") { collections(first: 5) { nodes { handle } } } }`);
    expect(data.collections.nodes.map((c: Json) => c.handle)).toEqual([
      'boucles-d-oreilles',
      'bagues',
      'colliers',
      'bracelets',
      'nouveautes',
    ]);
    expect(data.product.collections.nodes.map((c: Json) => c.handle)).toEqual([
      'boucles-d-oreilles',
      'nouveautes',
    ]);
  });
});

describe('nodes, search, recommendations, shop, localization, menu', () => {
  it('resolves nodes and node for products, variants and collections; null for unknown ids', async () => {
    const data =
      await q(`{ nodes(ids: ["gid://shopify/Product/9100000002", "gid://shopify/ProductVariant/920000201", "gid://shopify/Collection/9300000003", "gid://shopify/Product/1"]) {
      __typename ... on Product { handle } ... on ProductVariant { title } ... on Collection { handle } }
      node(id: "gid://shopify/Product/9100000011") { id ... on Product { title } } }`);
    expect(data.nodes).toEqual([
      { __typename: 'Product', handle: 'lune-pleine' },
      { __typename: 'ProductVariant', title: 'Gauche / Or' },
      { __typename: 'Collection', handle: 'colliers' },
      null,
    ]);
    expect(data.node.title).toBe('Jonc Fin - Bague (argent massif)');
  });

  it('searches titles, tags and descriptions in the asked language', async () => {
    const search = async (query: string, language = 'FR', extra = '') =>
      (
        await q(
          `query S($query: String!) @inContext(language: ${language}) { search(query: $query, first: 20, types: [PRODUCT]${extra}) { totalCount nodes { ... on Product { handle } } } }`,
          { query },
        )
      ).search;
    expect((await search('perle')).nodes.map((n: Json) => n.handle)).toEqual([
      'perle-baroque',
      'collier-perles',
      'bracelet-perles',
    ]);
    expect((await search('pearl', 'EN')).totalCount).toBe(3);
    expect((await search('sapphire', 'EN')).nodes).toEqual([{ handle: 'solitaire-aube' }]);
    expect((await search('saphir', 'FR')).nodes).toEqual([{ handle: 'solitaire-aube' }]);
    expect((await search('manchette', 'FR', ', unavailableProducts: HIDE')).nodes).toEqual([
      { handle: 'constellation' },
    ]);
    expect(
      (await search('manchette', 'FR', ', unavailableProducts: LAST')).nodes.map(
        (n: Json) => n.handle,
      ),
    ).toEqual(['constellation', 'manchette-soleil']);
    expect(
      (await search('soleil', 'FR', ', sortKey: PRICE, reverse: true')).nodes.map(
        (n: Json) => n.handle,
      ),
    ).toEqual(['manchette-soleil', 'soleil-noir']);
  });

  it('finds the French titles, set with ’, whichever apostrophe the shopper types', async () => {
    const search = async (query: string) =>
      (
        await q(
          `query S($query: String!) @inContext(language: FR) { search(query: $query, first: 20, types: [PRODUCT]) { nodes { ... on Product { handle } } } }`,
          { query },
        )
      ).search.nodes.map((n: Json) => n.handle);
    const typed = await search("fil d'or");
    expect(typed).toContain('fil-d-or');
    expect(await search('fil d’or')).toEqual(typed);
    expect(await search('title:"manchette d\'oreille"')).toEqual(['constellation']);
  });

  it('answers predictive search with products, collections and query suggestions', async () => {
    const data = await q(
      `{ predictiveSearch(query: "bra", limit: 3) { products { handle } collections { handle } queries { text } } }`,
    );
    expect(data.predictiveSearch.products).toHaveLength(3);
    expect(data.predictiveSearch.collections).toEqual([{ handle: 'bracelets' }]);
    expect(data.predictiveSearch.queries.map((x: Json) => x.text)).toEqual(['bracelet']);
  });

  it('recommends products of the same collections', async () => {
    const data = await q(`{ productRecommendations(productHandle: "jonc-fin") { handle }
      other: productRecommendations(productId: "gid://shopify/Product/9100000011", intent: COMPLEMENTARY) { handle }
      none: productRecommendations(productHandle: "nope") { handle } }`);
    expect(data.productRecommendations.map((p: Json) => p.handle)).toEqual([
      'anneau-treize',
      'chevaliere-astre',
      'solitaire-aube',
      'trois-anneaux',
      'bague-comete',
    ]);
    expect(data.other.map((p: Json) => p.handle)).not.toContain('anneau-treize');
    expect(data.other.length).toBeGreaterThan(0);
    expect(data.none).toBeNull();
  });

  it('answers the shop, its policies and its localization per market', async () => {
    const data =
      await q(`query @inContext(country: US, language: EN) { shop { id name description primaryDomain { url } privacyPolicy { title url }
      paymentSettings { currencyCode enabledPresentmentCurrencies } brand { slogan logo { id } } }
      localization { country { isoCode name currency { isoCode symbol } } language { isoCode name }
        availableCountries { isoCode } availableLanguages { isoCode endonymName } } }`);
    expect(data.shop).toMatchObject({
      name: 'Atelier Treize',
      primaryDomain: { url: emu.harness.emulator.url },
      privacyPolicy: { title: 'Privacy policy' },
    });
    expect(data.shop.brand).toEqual({ slogan: 'From one star to thirteen', logo: null });
    expect(data.shop.paymentSettings).toEqual({
      currencyCode: 'EUR',
      enabledPresentmentCurrencies: ['EUR', 'USD'],
    });
    expect(data.localization.country).toEqual({
      isoCode: 'US',
      name: 'United States',
      currency: { isoCode: 'USD', symbol: '$' },
    });
    expect(data.localization.language).toEqual({ isoCode: 'EN', name: 'English' });
    expect(data.localization.availableCountries).toEqual([{ isoCode: 'FR' }, { isoCode: 'US' }]);
    const zz = await q(
      'query @inContext(country: ZZ) { localization { country { isoCode currency { isoCode } } language { isoCode } } }',
    );
    expect(zz.localization).toEqual({
      country: { isoCode: 'FR', currency: { isoCode: 'EUR' } },
      language: { isoCode: 'FR' },
    });
  });

  it('answers menus by handle', async () => {
    const data =
      await q(`{ menu(handle: "main-menu") { title itemsCount items { title type url resourceId resource { ... on Collection { handle } } } }
      footer: menu(handle: "footer") { items { title type } } none: menu(handle: "nope") { id } }`);
    expect(data.menu.itemsCount).toBe(5);
    expect(data.menu.items[0]).toEqual({
      title: 'Boucles d’oreilles',
      type: 'COLLECTION',
      url: `${emu.harness.emulator.url}/collections/boucles-d-oreilles`,
      resourceId: 'gid://shopify/Collection/9300000001',
      resource: { handle: 'boucles-d-oreilles' },
    });
    expect(data.footer.items[0]).toEqual({
      title: 'Politique de confidentialité',
      type: 'SHOP_POLICY',
    });
    expect(data.none).toBeNull();
  });
});
