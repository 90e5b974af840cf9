import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;

const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;

describe('Product', () => {
  it('answers a product’s dates, flags, tags, stock, counts and empty metafields', async () => {
    const { product } = await q(`{ product(handle: "perle-baroque") { id handle vendor createdAt
      updatedAt publishedAt isGiftCard requiresSellingPlan onlineStoreUrl trackingParameters tags
      totalInventory availableForSale variantsCount { count precision }
      metafield(namespace: "custom", key: "a") { id }
      metafields(identifiers: [{ namespace: "custom", key: "a" }, { namespace: "custom", key: "b" }]) { id } } }`);
    expect(product).toEqual({
      id: 'gid://shopify/Product/9100000007',
      handle: 'perle-baroque',
      vendor: 'Atelier Treize',
      createdAt: '2026-05-09T09:00:00Z',
      updatedAt: '2026-05-09T09:00:00Z',
      publishedAt: '2026-05-09T09:00:00Z',
      isGiftCard: false,
      requiresSellingPlan: false,
      onlineStoreUrl: null,
      trackingParameters: null,
      tags: ['perle', 'pearl', 'baroque'],
      totalInventory: 39,
      availableForSale: true,
      variantsCount: { count: 9, precision: 'EXACT' },
      metafield: null,
      metafields: [null, null],
    });
  });

  it('cuts the description at `truncateAt` with an ellipsis, trailing space dropped', async () => {
    const full =
      'Une perle d’eau douce aux formes irrégulières, choisie une à une. Aucune n’est tout à fait pareille.';
    const { product } = await q(`{ product(handle: "perle-baroque") {
      description zero: description(truncateAt: 0) ten: description(truncateAt: 10)
      eleven: description(truncateAt: 11) whole: description(truncateAt: ${full.length})
      shorter: description(truncateAt: ${full.length - 1}) seo { title description } } }`);
    expect(product).toEqual({
      description: full,
      zero: full,
      ten: 'Une perle…',
      eleven: 'Une perle…',
      whole: full,
      shorter:
        'Une perle d’eau douce aux formes irrégulières, choisie une à une. Aucune n’est tout à fait pareill…',
      seo: { title: 'Perle Baroque - Boucle d’oreille (perle d’eau douce)', description: full },
    });
  });

  it('answers options with ids, the first ones on demand, and option values without swatches', async () => {
    const { product } = await q(`{ product(handle: "perle-baroque") {
      options(first: 1) { id name values optionValues { id name swatch { color }
        firstSelectableVariant { id } } }
      all: options { name } } }`);
    expect(product.options).toEqual([
      {
        id: 'gid://shopify/ProductOption/91000000070',
        name: 'Oreille',
        values: ['Gauche', 'Droite', 'Paire'],
        optionValues: [
          {
            id: 'gid://shopify/ProductOptionValue/910000000700',
            name: 'Gauche',
            swatch: null,
            // Every Gauche variant is sold out: the first of them is still selectable.
            firstSelectableVariant: { id: variant(920000701) },
          },
          {
            id: 'gid://shopify/ProductOptionValue/910000000701',
            name: 'Droite',
            swatch: null,
            firstSelectableVariant: { id: variant(920000704) },
          },
          {
            id: 'gid://shopify/ProductOptionValue/910000000702',
            name: 'Paire',
            swatch: null,
            firstSelectableVariant: { id: variant(920000707) },
          },
        ],
      },
    ]);
    expect(product.all).toEqual([{ name: 'Oreille' }, { name: 'Couleur' }]);
  });

  it('names as first selectable variant of a value the first one in stock', async () => {
    const { product } = await q(
      '{ product(handle: "goutte-de-pluie") { options { optionValues { name firstSelectableVariant { title } } } } }',
    );
    // Droite / Or rose is sold out; Or rose is still first selectable as Gauche / Or rose.
    expect(product.options[1].optionValues).toEqual([
      { name: 'Or', firstSelectableVariant: { title: 'Gauche / Or' } },
      { name: 'Argent', firstSelectableVariant: { title: 'Gauche / Argent' } },
      { name: 'Or rose', firstSelectableVariant: { title: 'Gauche / Or rose' } },
    ]);
    const perle = await q(
      '{ product(handle: "perle-baroque") { options { optionValues { name firstSelectableVariant { title } } } } }',
    );
    // The Gauche variants are sold out: each colour is first selectable as a Droite one.
    expect(perle.product.options[1].optionValues).toEqual([
      { name: 'Or', firstSelectableVariant: { title: 'Droite / Or' } },
      { name: 'Argent', firstSelectableVariant: { title: 'Droite / Argent' } },
      { name: 'Or rose', firstSelectableVariant: { title: 'Droite / Or rose' } },
    ]);
  });

  it('matches selected options exactly, case-insensitively on demand, ignoring unknown ones on demand', async () => {
    const data = await q(`{ product(handle: "lune-pleine") {
      exact: variantBySelectedOptions(selectedOptions: [{ name: "Oreille", value: "Droite" }, { name: "Couleur", value: "Or" }]) { title }
      lowerCase: variantBySelectedOptions(selectedOptions: [{ name: "oreille", value: "droite" }, { name: "couleur", value: "or" }]) { title }
      insensitive: variantBySelectedOptions(caseInsensitiveMatch: true, selectedOptions: [{ name: "oreille", value: "droite" }, { name: "couleur", value: "or" }]) { title }
      partial: variantBySelectedOptions(selectedOptions: [{ name: "Oreille", value: "Droite" }]) { title }
      unknownOption: variantBySelectedOptions(selectedOptions: [{ name: "Oreille", value: "Droite" }, { name: "Taille", value: "M" }, { name: "Couleur", value: "Argent" }]) { title }
      ignored: variantBySelectedOptions(ignoreUnknownOptions: true, selectedOptions: [{ name: "Oreille", value: "Droite" }, { name: "Taille", value: "M" }, { name: "Couleur", value: "Argent" }]) { title }
      unknownValue: variantBySelectedOptions(ignoreUnknownOptions: true, selectedOptions: [{ name: "Oreille", value: "Droite" }, { name: "Couleur", value: "Bleu" }]) { title }
      unknownName: variantBySelectedOptions(ignoreUnknownOptions: true, selectedOptions: [{ name: "Oreille", value: "Droite" }, { name: "Couleur", value: "Argent" }, { name: "Taille", value: "Or" }]) { title }
      bothIgnored: variantBySelectedOptions(ignoreUnknownOptions: true, caseInsensitiveMatch: true, selectedOptions: [{ name: "OREILLE", value: "paire" }, { name: "couleur", value: "OR ROSE" }, { name: "Taille", value: "M" }]) { title }
      mismatch: variantBySelectedOptions(selectedOptions: [{ name: "Oreille", value: "Droite" }, { name: "Oreille", value: "Gauche" }]) { title }
    } }`);
    expect(data.product).toEqual({
      exact: { title: 'Droite / Or' },
      lowerCase: null,
      insensitive: { title: 'Droite / Or' },
      partial: null,
      unknownOption: null,
      ignored: { title: 'Droite / Argent' },
      unknownValue: null,
      // Or is a colour, but Taille no option of this product: the pair is ignored.
      unknownName: { title: 'Droite / Argent' },
      bothIgnored: { title: 'Paire / Or rose' },
      mismatch: null,
    });
  });

  it('lists the variants one option value away from the selected or first available one', async () => {
    const data = await q(`{ product(handle: "lune-pleine") {
      first: adjacentVariants { title }
      selected: adjacentVariants(selectedOptions: [{ name: "Oreille", value: "Paire" }, { name: "Couleur", value: "Argent" }]) { title } }
      single: product(handle: "manchette-soleil") { adjacentVariants { id } } }`);
    expect(data.product.first).toEqual([
      { title: 'Gauche / Argent' },
      { title: 'Gauche / Or rose' },
      { title: 'Droite / Or' },
      { title: 'Paire / Or' },
    ]);
    expect(data.product.selected).toEqual([
      { title: 'Gauche / Argent' },
      { title: 'Droite / Argent' },
      { title: 'Paire / Or' },
      { title: 'Paire / Or rose' },
    ]);
    expect(data.single.adjacentVariants).toEqual([]);
  });

  it('encodes existence and availability as option value indexes', async () => {
    const data = await q(`{
      goutte: product(handle: "goutte-de-pluie") { encodedVariantExistence encodedVariantAvailability }
      perle: product(handle: "perle-baroque") { encodedVariantAvailability }
      manchette: product(handle: "manchette-soleil") { encodedVariantExistence encodedVariantAvailability } }`);
    expect(data).toEqual({
      // Droite / Or rose (1, 2) is sold out.
      goutte: {
        encodedVariantExistence: 'v1_0:0-2,1:0-2,2:0-2,',
        encodedVariantAvailability: 'v1_0:0-2,1:0-1,2:0-2,',
      },
      perle: { encodedVariantAvailability: 'v1_1:0-2,2:0-2,' },
      manchette: { encodedVariantExistence: 'v1_0', encodedVariantAvailability: '' },
    });
  });

  it('answers price ranges and compare-at price ranges in the market’s currency', async () => {
    const data = await q(`query @inContext(country: US) { product(handle: "lune-pleine") {
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      compareAtPriceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } } } }`);
    expect(data.product).toEqual({
      priceRange: {
        minVariantPrice: { amount: '70.0', currencyCode: 'USD' },
        maxVariantPrice: { amount: '160.0', currencyCode: 'USD' },
      },
      compareAtPriceRange: {
        minVariantPrice: { amount: '90.0', currencyCode: 'USD' },
        maxVariantPrice: { amount: '200.0', currencyCode: 'USD' },
      },
    });
  });

  it('pages variants, media, images and collections, reversed on demand', async () => {
    const data = await q(`{ product(handle: "etoile-treize") {
      variants(first: 2, reverse: true) { nodes { title } }
      media(first: 2, reverse: true) { nodes { id } }
      images(first: 2, reverse: true) { nodes { id altText } }
      allImages: images(first: 10) { nodes { id } }
      collections(first: 5, reverse: true) { nodes { handle } }
      featuredImage { id altText } } }`);
    expect(data.product).toEqual({
      variants: { nodes: [{ title: 'Paire / Or rose' }, { title: 'Paire / Argent' }] },
      media: {
        nodes: [
          { id: 'gid://shopify/MediaImage/940000104' },
          { id: 'gid://shopify/MediaImage/940000103' },
        ],
      },
      images: {
        nodes: [
          {
            id: 'gid://shopify/ProductImage/etoile-treize-scene',
            altText: 'Étoile Treize - Boucle d’oreille (or recyclé), portée',
          },
          {
            id: 'gid://shopify/ProductImage/etoile-treize-or-rose',
            altText: 'Étoile Treize - Boucle d’oreille (or recyclé), or rose',
          },
        ],
      },
      // The video comes first among the media, but is no image.
      allImages: {
        nodes: [
          { id: 'gid://shopify/ProductImage/etoile-treize-or' },
          { id: 'gid://shopify/ProductImage/etoile-treize-argent' },
          { id: 'gid://shopify/ProductImage/etoile-treize-or-rose' },
          { id: 'gid://shopify/ProductImage/etoile-treize-scene' },
        ],
      },
      collections: { nodes: [{ handle: 'nouveautes' }, { handle: 'boucles-d-oreilles' }] },
      featuredImage: {
        id: 'gid://shopify/ProductImage/etoile-treize-or',
        altText: 'Étoile Treize - Boucle d’oreille (or recyclé), or',
      },
    });
  });

  it('pages variants, media, images and collections with cursors', async () => {
    const page = async (after: Record<string, string | null>) =>
      (
        await q(
          `query P($v: String, $m: String, $i: String, $c: String) { product(handle: "etoile-treize") {
            variants(first: 1, after: $v) { nodes { title } pageInfo { endCursor } }
            media(first: 1, after: $m) { nodes { id } pageInfo { endCursor } }
            images(first: 1, after: $i) { nodes { id } pageInfo { endCursor } }
            collections(first: 1, after: $c) { nodes { handle } pageInfo { endCursor } } } }`,
          after,
        )
      ).product;
    const first = await page({});
    const second = await page({
      v: first.variants.pageInfo.endCursor,
      m: first.media.pageInfo.endCursor,
      i: first.images.pageInfo.endCursor,
      c: first.collections.pageInfo.endCursor,
    });
    expect(second.variants.nodes).toEqual([{ title: 'Gauche / Argent' }]);
    expect(second.media.nodes).toEqual([{ id: 'gid://shopify/MediaImage/940000101' }]);
    expect(second.images.nodes).toEqual([
      { id: 'gid://shopify/ProductImage/etoile-treize-argent' },
    ]);
    expect(second.collections.nodes).toEqual([{ handle: 'nouveautes' }]);
  });
});

describe('ProductVariant', () => {
  it('answers a variant’s prices, stock, image, shipping and quantity rule', async () => {
    const data =
      await q(`query @inContext(country: US, language: EN) { node(id: "${variant(920000202)}") {
      ... on ProductVariant { id title sku barcode availableForSale currentlyNotInStock quantityAvailable
        price { amount currencyCode } priceV2 { amount currencyCode }
        compareAtPrice { amount currencyCode } compareAtPriceV2 { amount currencyCode }
        selectedOptions { name value } image { id altText } product { handle }
        requiresShipping requiresComponents taxable weight weightUnit unitPrice { amount }
        unitPriceMeasurement { measuredType } quantityRule { minimum maximum increment }
        metafield(namespace: "custom", key: "a") { id } metafields(identifiers: [{ namespace: "custom", key: "a" }]) { id } } } }`);
    expect(data.node).toEqual({
      id: variant(920000202),
      title: 'Gauche / Argent',
      sku: 'AT-02-02',
      barcode: null,
      availableForSale: true,
      currentlyNotInStock: false,
      quantityAvailable: 3,
      price: { amount: '70.0', currencyCode: 'USD' },
      priceV2: { amount: '70.0', currencyCode: 'USD' },
      compareAtPrice: { amount: '90.0', currencyCode: 'USD' },
      compareAtPriceV2: { amount: '90.0', currencyCode: 'USD' },
      selectedOptions: [
        { name: 'Oreille', value: 'Gauche' },
        { name: 'Couleur', value: 'Argent' },
      ],
      image: {
        id: 'gid://shopify/ProductImage/lune-pleine-argent',
        altText: 'Full Moon - Earring (hammered)',
      },
      product: { handle: 'lune-pleine' },
      requiresShipping: true,
      requiresComponents: false,
      taxable: true,
      weight: 5,
      weightUnit: 'GRAMS',
      unitPrice: null,
      unitPriceMeasurement: null,
      quantityRule: { minimum: 1, maximum: null, increment: 1 },
      metafield: null,
      metafields: [null],
    });
    const plain = await q(`{ node(id: "${variant(920000701)}") {
      ... on ProductVariant { availableForSale quantityAvailable compareAtPrice { amount } compareAtPriceV2 { amount } } } }`);
    expect(plain.node).toEqual({
      availableForSale: false,
      quantityAvailable: 0,
      compareAtPrice: null,
      compareAtPriceV2: null,
    });
  });
});
