import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../store/documents.js';
import type { View } from '../store/store.js';
import { executeQuery } from './execute.js';
import { narrowScans } from './narrow.js';

const documents: StoredDocument[] = [
  {
    _id: 'a',
    _type: 'page',
    title: 'A',
    ref: { _type: 'reference', _ref: 'c' },
    slug: { current: 'x' },
    n: 1,
  },
  { _id: 'b', _type: 'page', title: 'B', slug: { current: 'y' }, n: '1', tags: ['x'] },
  { _id: 'c', _type: 'product', title: 'C', hidden: true },
  { _id: 'd', _type: 'home', title: 'D', slug: null, hidden: true },
];
const view: View = {
  documents,
  byId: new Map(documents.map((doc) => [doc._id, doc])),
  byType: new Map([
    ['page', documents.slice(0, 2)],
    ['product', documents.slice(2, 3)],
    ['home', documents.slice(3)],
  ]),
  byField: new Map(),
};
const context = { projectId: 'treize', dataset: 'production', identity: '' };

async function plain(query: string, params: Record<string, unknown> = {}) {
  return (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
}

describe('narrowScans', () => {
  it.each([
    ['*[_type == "page"].title'],
    ['*[_type == "page" && title == "B"][0]'],
    ['*["product" == _type]{title, "pages": *[_type == "page" && ref._ref == ^._id].title}'],
    ['*[_id == "a"]{title, "product": ref->title}'],
    ['*[_id == "missing"]'],
    ['*[_type == "page" || _type == "home"].title'],
    ['count(*[_type == $type])'],
    ['*[_type == "page" && slug.current == $slug][0].title'],
    ['*["y" == slug.current]._id'],
    ['*[n == 1]._id'],
    ['*[n == "1"]._id'],
    ['*[tags == "x"]._id'],
    ['*[slug.current == "x" && _type == "home"]'],
    ['*[hidden == true]._id'],
    ['*[count(tags) == 1]._id'],
    ['*[ref->title == "C"]._id'],
    ['*[_type != "page"]._id'],
    ['*["a" == "a"]._id'],
    ['*[_type == "product"][title == "B"]._id'],
  ])('answers %s exactly as a full scan does', async (query) => {
    const params = { type: 'page', slug: 'y' };
    expect(await executeQuery(query, params, view, context)).toEqual(await plain(query, params));
  });

  it('replaces only scans pinned to an attribute', () => {
    const pinned = narrowScans(parse('*[_type == "home"]'), view) as unknown as {
      base: { type: string; value: unknown };
    };
    expect(pinned.base).toEqual({ type: 'Value', value: documents.slice(3) });
    const free = parse('*[defined(title) || n > 0]');
    expect(narrowScans(free, view)).toBe(free);
  });

  describe('picks the smallest candidate set the equalities allow', () => {
    /** The ids a top-level scan was narrowed to, or the scan's base type when it was left alone. */
    function scanned(query: string, params: Record<string, unknown> = {}): string[] | string {
      const tree = narrowScans(parse(query, { params }), view) as unknown as {
        base: { type: string; value?: unknown[] };
      };
      if (tree.base.type !== 'Value') return tree.base.type;
      return (tree.base.value ?? []).map((doc) => (doc as { _id?: string })._id ?? String(doc));
    }

    it.each([
      ['*[_type == "page" && title == "B"]', ['b']],
      ['*[title == "B" && _type == "page"]', ['b']],
      ['*[slug.current == "x" && _type == "home"]', ['a']],
      ['*[slug.current == "y"]', ['b']],
      ['*["y" == slug.current]', ['b']],
      ['*[_id == "a"]', ['a']],
      ['*[_id == "missing"]', []],
      ['*[_type == 1]', []],
      ['*[_type == "missing"]', []],
      ['*[n == 1]', ['a']],
      ['*[n == 5]', []],
      ['*[hidden == true]', ['c', 'd']],
      ['*[n == true]', []],
      ['*["a" == "a"]', 'Everything'],
      ['*[_type != "page"]', 'Everything'],
    ])('%s scans %j', (query, expected) => {
      expect(scanned(query)).toEqual(expected);
    });

    it('narrows scans nested in other expressions, and only those', () => {
      const nested = narrowScans(
        parse('coalesce(*[_type == "home"], *[defined(title)])[0]'),
        view,
      ) as unknown as { base: { args: { base: { type: string; value?: unknown } }[] } };
      const [home, free] = nested.base.args;
      expect(home?.base).toEqual({ type: 'Value', value: documents.slice(3) });
      expect(free?.base).toEqual({ type: 'Everything' });
    });

    it('leaves parameter values alone, even one shaped like a scan', async () => {
      const scanLike = {
        type: 'Filter',
        base: { type: 'Everything' },
        expr: {
          type: 'OpCall',
          op: '==',
          left: { type: 'AccessAttribute', name: '_id' },
          right: { type: 'Value', value: 'a' },
        },
      };
      expect(await executeQuery('$p', { p: scanLike }, view, context)).toEqual(scanLike);
    });
  });
});
