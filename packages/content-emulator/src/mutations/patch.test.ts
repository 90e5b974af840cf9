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

  it('edits a string with a diff-match-patch patch, deep in keyed arrays too', () => {
    const target = doc();
    // The Studio's patch for typing "Bague" over "un", as @sanity/diff-match-patch writes it.
    applyPatch(target, {
      diffMatchPatch: { 'body[_key=="a"].children[0].text': '@@ -1,2 +1,5 @@\n-un\n+Bague\n' },
    });
    expect((target.body as { children: { text: string }[] }[])[0]?.children[0]?.text).toBe('Bague');
  });

  it('refuses a diff-match-patch patch where no string is', () => {
    expect(() => applyPatch(doc(), { diffMatchPatch: { title: '@@ -0,0 +1,1 @@\n+a\n' } })).toThrow(
      /needs a string at "title"/,
    );
    expect(() => applyPatch(doc(), { diffMatchPatch: { body: '@@ -0,0 +1,1 @@\n+a\n' } })).toThrow(
      PatchError,
    );
  });

  it('refuses an operation it does not know instead of skipping it', () => {
    expect(() =>
      applyPatch(doc(), { merge: { title: 'x' } } as unknown as Parameters<typeof applyPatch>[1]),
    ).toThrow(/unknown patch operation "merge"/);
  });
});
