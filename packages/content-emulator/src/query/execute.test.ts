import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import type { StoredDocument } from '../store/documents.js';
import type { View } from '../store/store.js';
import { executeQuery, parseQuery } from './execute.js';

const documents: StoredDocument[] = [
  { _id: 'a', _type: 'page', title: 'A' },
  { _id: 'b', _type: 'page', title: 'B' },
];
const view: View = {
  documents,
  byId: new Map(documents.map((doc) => [doc._id, doc])),
  byType: new Map([['page', documents]]),
  byField: new Map(),
};
const context = { projectId: 'treize', dataset: 'production', identity: '' };

/** What a query error answers the client: the body of the HttpError thrown. */
function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.body;
    throw error;
  }
  throw new Error('expected a query error');
}

describe('parseQuery', () => {
  it('does not take a $ inside a string literal for a parameter', () => {
    expect(() => parseQuery(`"$notAParam here" + '$norThis one'`, {})).not.toThrow();
  });

  it('answers a syntax error past position 9 with groq-js’s description and a one-character span', () => {
    const query = '*[_type == "page" &&& 1]';
    expect(errorOf(() => parseQuery(query, {}))).toEqual({
      error: {
        type: 'queryParseError',
        query,
        description: 'Unexpected end of query',
        start: 19,
        end: 20,
      },
    });
  });

  it('points a too deep query at the first bracket over the budget', () => {
    const query = `${'('.repeat(70)}1${')'.repeat(70)}`;
    expect(errorOf(() => parseQuery(query, {}))).toMatchObject({ error: { start: 64, end: 65 } });
  });
});

describe('executeQuery', () => {
  it('uses the parameters where groq-js needs constants, as in a slice', async () => {
    expect(await executeQuery('*[_type == "page"][0...$n]._id', { n: 1 }, view, context)).toEqual([
      'a',
    ]);
  });

  it('answers sanity::projectId() and sanity::dataset()', async () => {
    expect(
      await executeQuery('[sanity::projectId(), sanity::dataset()]', {}, view, context),
    ).toEqual(['treize', 'production']);
  });

  it('lets a failure groq-js meets while evaluating through, not as a query error', async () => {
    const failure = await executeQuery('geo::distance(1, 2)', {}, view, context).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(HttpError);
  });
});
