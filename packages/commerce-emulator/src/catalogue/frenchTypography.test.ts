import { describe, expect, it } from 'vitest';
import { POLICIES } from '../graphql/resolvers/shop.js';
import { ARTICLES, BLOGS, PAGES } from '../onlineStore/content.js';
import { buildCatalogue } from './build.js';

/**
 * French typography in every French text of the commerce seed, as in the storefront's
 * dictionary: a narrow no-break space (U+202F) before ";", "!", "?" and ":" and inside « », and
 * the typographic apostrophe ’ rather than the typewriter '.
 */
const catalogue = buildCatalogue();

/** Every `fr` string of a tree, with where it sits. */
function frenchTexts(value: unknown, path: string, found: [string, string][] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => frenchTexts(item, `${path}[${i}]`, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (key === 'fr' && typeof child === 'string') found.push([path, child]);
      else frenchTexts(child, `${path}.${key}`, found);
    }
  return found;
}

const texts = [
  ...frenchTexts(catalogue.products, 'products'),
  ...frenchTexts(catalogue.collections, 'collections'),
  ...frenchTexts(PAGES, 'pages'),
  ...frenchTexts(BLOGS, 'blogs'),
  ...frenchTexts(ARTICLES, 'articles'),
  ...frenchTexts(POLICIES, 'policies'),
];

describe('the French commerce seed', () => {
  it('has texts to check: products, collections, pages, blogs, articles and policies', () => {
    expect(texts.length).toBeGreaterThan(100);
    for (const where of ['products', 'collections', 'pages', 'blogs', 'articles', 'policies'])
      expect(texts.some(([path]) => path.startsWith(where))).toBe(true);
  });

  it('puts a narrow no-break space before ; ! ? and :', () => {
    const wrong = texts.filter(([, text]) =>
      /(?:[ \u00A0]|[\p{L}»])[;!?]|(?:[ \u00A0]|[\p{L}»]):(?=\s|$)/u.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it('puts narrow no-break spaces inside « »', () => {
    const wrong = texts.filter(([, text]) => /«(?!\u202F)|(?<!\u202F)»/.test(text));
    expect(wrong).toEqual([]);
  });

  it('writes the apostrophe ’, never the typewriter one', () => {
    const wrong = texts.filter(([, text]) => text.includes("'"));
    expect(wrong).toEqual([]);
  });
});
