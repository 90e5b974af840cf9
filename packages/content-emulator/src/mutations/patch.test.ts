import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../store/documents.js';
import { applyPatch, PatchError } from './patch.js';
import { parsePath } from './path.js';

const doc = (): StoredDocument => ({
  _id: 'x',
  _type: 'page',
  body: [
    { _key: 'a', children: [{ _key: 's', text: 'un' }] },
    { _key: 'b', children: [] },
  ],
});

describe('parsePath', () => {
  it('reads fields, indexes and keys', () => {
    expect(parsePath(`body[_key=="a"].children[-1].text`)).toEqual([
      { kind: 'field', name: 'body' },
      { kind: 'key', key: 'a' },
      { kind: 'field', name: 'children' },
      { kind: 'index', index: -1 },
      { kind: 'field', name: 'text' },
    ]);
    expect(() => parsePath('body[*]')).toThrow(/cannot read the patch path/);
  });
});

describe('applyPatch', () => {
  it('sets deep values through keyed array elements', () => {
    const target = doc();
    applyPatch(target, { set: { 'body[_key=="a"].children[0].text': 'deux' } });
    expect(target.body).toEqual([
      { _key: 'a', children: [{ _key: 's', text: 'deux' }] },
      { _key: 'b', children: [] },
    ]);
  });

  it('inserts into an empty array and refuses paths that are not elements', () => {
    const target = doc();
    applyPatch(target, { insert: { after: 'body[1].children[-1]', items: [{ _key: 't' }] } });
    expect((target.body as { children: unknown[] }[])[1]?.children).toEqual([{ _key: 't' }]);
    expect(() => applyPatch(doc(), { insert: { after: 'body', items: [] } })).toThrow(PatchError);
  });

  it('refuses to patch _id or to inc a string', () => {
    expect(() => applyPatch(doc(), { set: { _id: 'y' } })).toThrow('_id cannot be patched');
    expect(() => applyPatch({ ...doc(), label: 'a' }, { inc: { label: 1 } })).toThrow(
      /not a number/,
    );
  });
});
