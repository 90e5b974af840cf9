import { describe, expect, it } from 'vitest';
import { buildSeed } from './index.js';

/**
 * French typography in every French text of the content seed, as in the storefront's
 * dictionary: a narrow no-break space (U+202F) before ";", "!", "?" and ":" and inside « », and
 * the typographic apostrophe ’ rather than the typewriter '.
 */
const seed = await buildSeed();
const french = seed.documents.filter((doc) => (doc as { language?: string }).language === 'fr');

/** Every text a reader sees: strings outside `_`-fields, slugs, links and colours. */
function texts(value: unknown, path: string, found: [string, string][]): [string, string][] {
  if (typeof value === 'string') {
    if (!/^(?:https?:|mailto:|tel:|\/|#)/.test(value)) found.push([path, value]);
  } else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${path}[${i}]`, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value))
      if (
        !key.startsWith('_') &&
        !['slug', 'current', 'language', 'style', 'listItem', 'marks'].includes(key)
      )
        texts(child, `${path}.${key}`, found);
  return found;
}

const frenchTexts = french.flatMap((doc) => texts(doc, doc._id, []));

describe('the French content seed', () => {
  it('has texts to check, in every kind of French document', () => {
    expect(frenchTexts.length).toBeGreaterThan(100);
    expect(new Set(french.map((doc) => doc._type))).toEqual(
      new Set(['layout', 'home', 'page', 'productEditorial']),
    );
  });

  it('puts a narrow no-break space before ; ! ? and :', () => {
    const wrong = frenchTexts.filter(([, text]) =>
      /(?:[ \u00A0]|[\p{L}»])[;!?]|(?:[ \u00A0]|[\p{L}»]):(?=\s|$)/u.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it('puts narrow no-break spaces inside « »', () => {
    const wrong = frenchTexts.filter(([, text]) => /«(?!\u202F)|(?<!\u202F)»/.test(text));
    expect(wrong).toEqual([]);
  });

  it('writes the apostrophe ’, never the typewriter one', () => {
    const wrong = frenchTexts.filter(([, text]) => text.includes("'"));
    expect(wrong).toEqual([]);
  });
});
