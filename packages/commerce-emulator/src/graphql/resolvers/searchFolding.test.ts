import { describe, expect, it } from 'vitest';
import { type Json, useHarness } from '../../test/harness.js';

// Shopify's search ignores accents and case: a shopper typing "comete" on a phone finds "Comète".

const emu = useHarness();
const { q } = emu;

const titlesFound = async (query: string, types = '[PRODUCT]') =>
  (
    await q(
      `query S($query: String!) @inContext(language: FR) { search(query: $query, first: 30, types: ${types}) { nodes { ... on Product { title } ... on Article { title } ... on Page { title } } } }`,
      { query },
    )
  ).search.nodes.map((n: Json) => n.title);

describe('search folds accents and case', () => {
  it('finds accented titles from words typed without accents', async () => {
    expect(await titlesFound('comete')).toEqual([
      'Comète - Créole (petit modèle)',
      'Comète - Bague (pièce unique)',
    ]);
    expect(await titlesFound('title:MEDAILLE')).toEqual(['Médaille Treize - Collier']);
    expect(await titlesFound('title:etoiles')).toEqual(['Étoiles - Sautoir (long)']);
  });

  it('finds the same products with or without the accents', async () => {
    expect(await titlesFound('chaîne')).toEqual(await titlesFound('chaine'));
    expect((await titlesFound('chaine')).length).toBeGreaterThan(0);
  });

  it('finds articles and pages from words typed without accents', async () => {
    expect(await titlesFound('etoiles', '[ARTICLE]')).toContain('Pourquoi treize étoiles');
  });
});

describe('predictiveSearch folds accents and case', () => {
  const predict = async (query: string) =>
    (
      await q(
        `query P($query: String!) @inContext(language: FR) { predictiveSearch(query: $query, limit: 10) {
          products { title } collections { title } articles { title }
          queries { text styledText } } }`,
        { query },
      )
    ).predictiveSearch;

  it('suggests the accented words, marking the part typed', async () => {
    const found = await predict('etoi');
    expect(found.products.map((p: Json) => p.title)).toContain(
      'Étoile Treize - Boucle d’oreille (or recyclé)',
    );
    expect(found.articles.map((a: Json) => a.title)).toEqual(['Pourquoi treize étoiles']);
    expect(found.queries).toContainEqual({ text: 'étoile', styledText: '<mark>étoi</mark>le' });
  });

  it('finds collections from a name typed without accents', async () => {
    expect((await predict('NOUVEAUTES')).collections).toEqual([{ title: 'Nouveautés' }]);
  });
});
