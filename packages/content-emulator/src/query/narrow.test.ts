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
  { _id: 'c', _type: 'product', title: 'C' },
  { _id: 'd', _type: 'home', title: 'D' },
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
});
