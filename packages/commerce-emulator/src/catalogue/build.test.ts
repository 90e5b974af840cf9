import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, demoProductId, demoVariantId } from './build.js';

/** The trimmed cells of one markdown table row. */
function cells(line: string): string[] {
  return line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
}

/** Rows of a markdown table whose first header cell is `firstHeader` (padded or not). */
function tableRows(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|') && cells(l)[0] === firstHeader);
  expect(start, `a table headed "${firstHeader}" in docs/demo-catalogue.md`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

const contract = readFileSync(
  new URL('../../../../docs/demo-catalogue.md', import.meta.url),
  'utf8',
);
const catalogue = buildCatalogue();

describe('the demo catalogue', () => {
  it('has exactly the products of docs/demo-catalogue.md: handles, gids, titles, collections', () => {
    const rows = tableRows(contract, 'N');
    expect(rows).toHaveLength(24);
    expect(catalogue.products).toHaveLength(24);
    for (const [n, handle, collections, , fr, en] of rows) {
      const num = Number(n);
      const product = catalogue.products[num - 1];
      expect(product?.id).toBe(`gid://shopify/Product/91000000${n}`);
      expect(product?.handle).toBe(handle);
      expect(product?.title).toEqual({ fr, en });
      const expected = (collections ?? '')
        .split(',')
        .map((c) => catalogue.collections[Number(c.trim()) - 1]?.handle);
      expect(product?.collectionHandles).toEqual(expected);
    }
  });

  it('has exactly the collections of the contract', () => {
    const rows = tableRows(contract, 'C');
    expect(
      catalogue.collections.map((c) => [String(c.position), c.handle, c.title.fr, c.title.en]),
    ).toEqual(rows);
    expect(catalogue.collections[0]?.id).toBe('gid://shopify/Collection/9300000001');
  });

  it('numbers variants with the first option outermost', () => {
    const earring = catalogue.products[0];
    expect(earring?.variants).toHaveLength(9);
    // V = (Oreille index) × 3 + (Couleur index) + 1: Droite / Or rose is 1×3 + 2 + 1 = 6.
    expect(earring?.variants[5]?.id).toBe(demoVariantId(1, 6));
    expect(earring?.variants[5]?.id).toBe('gid://shopify/ProductVariant/920000106');
    expect(earring?.variants[5]?.selectedOptions).toEqual([
      { name: 'Oreille', value: 'Droite' },
      { name: 'Couleur', value: 'Or rose' },
    ]);
    const single = catalogue.products[10];
    expect(single?.variants.map((v) => v.id)).toEqual(['gid://shopify/ProductVariant/920001101']);
    expect(single?.options).toEqual([{ name: 'Title', values: ['Default Title'] }]);
    expect(catalogue.products[8]?.options).toEqual([
      { name: 'Couleur', values: ['Or', 'Argent', 'Or rose'] },
    ]);
  });

  it('marks the sold-out variants and product of the contract', () => {
    const stock = (num: number) =>
      catalogue.products[num - 1]?.variants.map((v) => v.quantity) ?? [];
    expect(stock(3)[5]).toBe(0);
    expect(stock(3).filter((q) => q === 0)).toHaveLength(1);
    expect(stock(7).slice(0, 3)).toEqual([0, 0, 0]);
    expect(
      stock(7)
        .slice(3)
        .every((q) => q > 0),
    ).toBe(true);
    expect(stock(24)).toEqual([0]);
  });

  it('gives compare-at prices to exactly the products marked so', () => {
    const onSale = catalogue.products
      .filter((p) => p.variants.some((v) => v.compareAtPrice))
      .map((p) => p.handle);
    expect(onSale).toEqual([
      'lune-pleine',
      'soleil-noir',
      'chevaliere-astre',
      'sautoir-etoiles',
      'bracelet-perles',
    ]);
    for (const p of catalogue.products)
      for (const v of p.variants)
        if (v.compareAtPrice) expect(v.compareAtPrice.EUR).toBeGreaterThan(v.price.EUR);
  });

  it('gives every product at least 3 media, a video first on the two marked products', () => {
    for (const p of catalogue.products) expect(p.media.length).toBeGreaterThanOrEqual(3);
    const videoFirst = catalogue.products
      .filter((p) => p.media[0]?.kind === 'VIDEO')
      .map((p) => p.id);
    expect(videoFirst).toEqual([demoProductId(1), demoProductId(9)]);
  });

  it('has prices in both currencies, FR and EN texts, the vendor and the title shape of the spec', () => {
    for (const p of catalogue.products) {
      expect(p.vendor).toBe('Atelier Treize');
      expect(p.title.fr).toMatch(/^.+ - .+$/);
      expect(p.description.fr).not.toBe(p.description.en);
      for (const v of p.variants) {
        expect(v.price.EUR).toBeGreaterThan(0);
        expect(v.price.USD).toBeGreaterThan(0);
      }
    }
  });

  it('generates extra products with unique handles and ids for large catalogues', () => {
    const large = buildCatalogue(100);
    expect(large.products).toHaveLength(100);
    expect(new Set(large.products.map((p) => p.handle)).size).toBe(100);
    expect(new Set(large.products.flatMap((p) => p.variants.map((v) => v.id))).size).toBe(
      large.products.reduce((n, p) => n + p.variants.length, 0),
    );
    expect(large.images).toHaveLength(catalogue.images.length);
  });

  it('puts generated products in their template’s collections, after the demo products', () => {
    const large = buildCatalogue(100);
    const rings = large.collections.find((c) => c.handle === 'bagues');
    const members = large.memberships
      .filter((m) => m.collectionId === rings?.id)
      .sort((a, b) => a.position - b.position)
      .map((m) => large.products.find((p) => p.id === m.productId));
    const demoRings = catalogue.products.filter((p) => p.collectionHandles.includes('bagues'));
    expect(members.length).toBeGreaterThan(demoRings.length * 3);
    expect(members.slice(0, demoRings.length).map((p) => p?.handle)).toEqual(
      demoRings.map((p) => p.handle),
    );
    expect(members.at(-1)?.tags).toContain('généré');
  });
});

describe('image alts (no word of the other language)', () => {
  it('name the shot in the alt’s own language', () => {
    const comete = catalogue.products.find((product) => product.handle === 'comete');
    const alts = comete?.media.filter((m) => m.kind === 'IMAGE').map((m) => m.alt);
    expect(alts?.map((alt) => alt.en)).toEqual([
      'Comet - Hoop (small), gold',
      'Comet - Hoop (small), silver',
      'Comet - Hoop (small), rose gold',
      'Comet - Hoop (small), worn',
    ]);
    expect(alts?.map((alt) => alt.fr)).toEqual([
      'Comète - Créole (petit modèle), or',
      'Comète - Créole (petit modèle), argent',
      'Comète - Créole (petit modèle), or rose',
      'Comète - Créole (petit modèle), portée',
    ]);
  });
});
