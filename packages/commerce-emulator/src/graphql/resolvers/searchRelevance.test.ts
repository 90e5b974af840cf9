import { describe, expect, it } from 'vitest';
import { dataOf, type Json, useHarness } from '../../test/harness.js';

// Shopify's `search` sorts by relevance unless asked for price: a word in a title outranks the
// same word in a tag or the vendor, which outranks it in the text, whatever the result's kind.

const emu = useHarness();

const found = async (query: string, language: string, args = '') =>
  dataOf(
    await emu.harness.query<Json>(
      `query S($query: String!) @inContext(language: ${language}) { search(query: $query, first: 30${args}) {
        nodes { __typename ... on Product { title } ... on Article { title } ... on Page { title } } } }`,
      { query },
    ),
  ).search.nodes.map((n: Json) => `${n.__typename}: ${n.title}`);

describe('search ranks every kind together by relevance', () => {
  it('puts an article and a page named after the word before products that only mention it', async () => {
    const results = await found('atelier', 'FR');
    expect(results.slice(0, 2)).toEqual([
      'Article: L’atelier ouvre ses portes',
      'Page: Notre atelier',
    ]);
    expect(results[2]).toMatch(/^Product: /);
  });

  it('ranks an article whose title holds the word above a product that only has it as a tag', async () => {
    expect(await found('star', 'EN')).toEqual([
      'Product: Thirteen Star - Earring (recycled gold)',
      'Product: Star - Signet ring',
      'Product: Stars - Long necklace',
      'Article: Why thirteen stars',
      'Product: Constellation - Ear cuff',
      'Product: Ring Thirteen - Ring (engraved)',
    ]);
  });

  it('keeps products first when sorted by price', async () => {
    const results = await found('atelier', 'FR', ', sortKey: PRICE');
    expect(results[0]).toMatch(/^Product: /);
    // Articles newest first, then pages, as without a query word to rank on.
    expect(results.slice(-3)).toEqual([
      'Article: Pourquoi treize étoiles',
      'Article: L’atelier ouvre ses portes',
      'Page: Notre atelier',
    ]);
  });
});
