import { describe, expect, it } from 'vitest';
import { dataOf, type Json, useHarness } from '../../test/harness.js';

// Shopify's search grammar (shopify.dev, "API search syntax"): Connective = "AND" | "OR" and the
// modifier "NOT", in capitals. Lower-case "or", "and", "not" are ordinary words: a French shopper
// typing "collier or" wants gold necklaces, not every necklace and everything else.

const emu = useHarness();

const handles = async (query: string, language = 'FR') =>
  (
    dataOf(
      await emu.harness.query<Json>(
        `query S($query: String!) @inContext(language: ${language}) { search(query: $query, first: 30, types: [PRODUCT]) { nodes { ... on Product { handle } } } }`,
        { query },
      ),
    ).search.nodes as Json[]
  )
    .map((node) => node.handle as string)
    .sort();

describe('search connectives, capitals only', () => {
  it('joins with OR in capitals: rings or necklaces', async () => {
    expect(await handles('bague OR collier')).toEqual([
      'anneau-treize',
      'bague-comete',
      'collier-perles',
      'jonc-fin',
      'medaille-treize',
      'sautoir-etoiles',
      'solitaire-aube',
      'trois-anneaux',
    ]);
  });

  it('reads a lower-case "or" as a word that every result must hold', async () => {
    // No product is both a ring and a necklace.
    expect(await handles('bague or collier')).toEqual([]);
    expect(await handles('bague or collier')).toEqual(await handles('bague AND or AND collier'));
  });

  it('excludes with NOT in capitals only; "not" in lower case is a word', async () => {
    expect(await handles('perle NOT baroque')).toEqual(['bracelet-perles', 'collier-perles']);
    expect(await handles('perle not baroque')).toEqual(await handles('perle AND not AND baroque'));
    expect(await handles('perle not baroque')).not.toEqual(await handles('perle NOT baroque'));
  });

  it('treats "and" in lower case as a word too, in English', async () => {
    expect(await handles('ring and necklace', 'EN')).toEqual(
      await handles('ring AND and AND necklace', 'EN'),
    );
    expect(await handles('ring or necklace', 'EN')).toEqual([]);
  });
});
