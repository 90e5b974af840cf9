import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';
import { rewriteTextQuery } from './textQuery.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

describe('text::query, the Studio search term', () => {
  it('is answered over HTTP as the Studio asks it, with score and match, not a 500', async () => {
    const client = test.client({ token: TOKEN, perspective: 'drafts' });
    await client.createOrReplace({
      _id: 'label-search',
      _type: 'label',
      key: 'search',
      value: 'Bague solitaire',
    });
    const query =
      '*[_type in $__types && ([@, _id] match text::query($__query))] | score(boost(value match text::query($__query), 10)) | order(_score desc)[0...5]{_id, _type}';
    const found = await client.fetch(query, { __types: ['label'], __query: 'solit*' });
    expect(found).toEqual([{ _id: 'label-search', _type: 'label' }]);
    const none = await client.fetch(query, { __types: ['label'], __query: 'collier*' });
    expect(none).toEqual([]);
  });

  it('keeps a query without it untouched, and strings that mention it', () => {
    const plain = '*[_type == "page" && title == "text::query(x)"]';
    expect(rewriteTextQuery(plain)).toBe(plain);
    expect(rewriteTextQuery('*[title match text::query($q, {"mode": "x"})]')).toBe(
      '*[title match ($q)]',
    );
  });
});
