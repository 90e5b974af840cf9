import { describe, expect, it } from 'vitest';
import { rankingWords, relevance } from './searchRelevance.js';

// The two halves of the search ranking, word by word: which words of a query rank, and what each
// is worth where it is found (title 3, type/vendor/tags/author 2, text 1).

describe('the words of a search query that rank results', () => {
  it('keeps free words, in lower case and without accents', () => {
    expect(rankingWords('Bague Étoile')).toEqual(['bague', 'etoile']);
  });

  it('drops the connectives, but not words that start or end like them', () => {
    expect(rankingWords('bague OR collier AND NOT perle')).toEqual(['bague', 'collier', 'perle']);
    expect(rankingWords('notre orfevre andalou')).toEqual(['notre', 'orfevre', 'andalou']);
    expect(rankingWords('grand trésor')).toEqual(['grand', 'tresor']);
  });

  it('keeps the connectives written in lower case: they are words (French "or" is gold)', () => {
    expect(rankingWords('bague or rose')).toEqual(['bague', 'or', 'rose']);
    expect(rankingWords('ring and Not Or')).toEqual(['ring', 'and', 'not', 'or']);
  });

  it('drops fielded terms, quoted or not, and negated ones: they filter, they do not rank', () => {
    expect(rankingWords('tag:gravure vendor:"Atelier Treize" variants.price:<100 bague')).toEqual([
      'bague',
    ]);
    expect(rankingWords('product_type:bague collier')).toEqual(['collier']);
    expect(rankingWords('-argent bague')).toEqual(['bague']);
    // Only a term that starts with a field name is fielded: a colon inside a phrase is text.
    expect(rankingWords('"minuit:treize"')).toEqual(['minuit:treize']);
  });

  it('keeps a quoted phrase as one word, and a prefix without its star', () => {
    expect(rankingWords('"Étoile Treize" anneau')).toEqual(['etoile treize', 'anneau']);
    expect(rankingWords('bag*')).toEqual(['bag']);
    // Only a final star makes a prefix.
    expect(rankingWords('ba*gue')).toEqual(['ba*gue']);
  });

  it('gives nothing for an empty query or empty quotes', () => {
    expect(rankingWords('')).toEqual([]);
    expect(rankingWords('   ')).toEqual([]);
    expect(rankingWords('""')).toEqual([]);
  });
});

describe('the relevance of a result', () => {
  const fields = {
    title: 'Étoile Treize',
    labels: ['Boucle d’oreille', 'or rose'],
    text: 'Une étoile gravée à la main, en or recyclé.',
  };

  it('weighs a word 3 in the title, 2 in a label, 1 in the text and 0 elsewhere', () => {
    expect(relevance(['treize'], fields)).toBe(3);
    expect(relevance(['boucle'], fields)).toBe(2);
    expect(relevance(['gravee'], fields)).toBe(1);
    expect(relevance(['perle'], fields)).toBe(0);
  });

  it('finds a word in any label, not only the first', () => {
    expect(relevance(['rose'], fields)).toBe(2);
  });

  it('counts a word once, where it weighs most', () => {
    expect(relevance(['etoile'], fields)).toBe(3);
    expect(relevance(['or'], { ...fields, title: 'Bague' })).toBe(2);
  });

  it('sums the words of the query', () => {
    expect(relevance(['treize', 'boucle', 'gravee', 'perle'], fields)).toBe(6);
    expect(relevance([], fields)).toBe(0);
  });

  it('compares the fields folded, as the words are', () => {
    expect(relevance(['oreille'], { title: 'ÉTOILE', labels: ['OREILLE'], text: '' })).toBe(2);
    expect(relevance(['recycle'], { title: '', labels: [], text: 'Or RECYCLÉ' })).toBe(1);
  });
});
