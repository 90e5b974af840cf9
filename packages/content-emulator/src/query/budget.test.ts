import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { QueryBudget, refuseOversizedQuery } from './budget.js';

const failureOf = (work: () => void) => {
  try {
    work();
  } catch (error) {
    return error instanceof HttpError ? { status: error.status, body: error.body } : error;
  }
  return undefined;
};

describe('QueryBudget', () => {
  it('counts every document a scan visits, and stops past the row budget', () => {
    const budget = new QueryBudget({ rows: 5, deadlineMs: 60_000 });
    const documents = budget.metered([1, 2, 3]);
    expect(Array.isArray(documents)).toBe(true);
    expect([...documents]).toEqual([1, 2, 3]);
    expect(documents.length).toBe(3);
    expect(failureOf(() => [...documents])).toEqual({
      status: 400,
      body: { error: { type: 'queryTooExpensive', description: expect.any(String) } },
    });
  });

  it('stops past its deadline with 408', async () => {
    const budget = new QueryBudget({ rows: 1_000_000, deadlineMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      failureOf(() => {
        for (let i = 0; i < 2_048; i += 1) budget.spend();
      }),
    ).toEqual({
      status: 408,
      body: { error: { type: 'queryTimeout', description: expect.any(String) } },
    });
  });

  it('refuses a query text over 64 KB, and takes one at the limit', () => {
    expect(failureOf(() => refuseOversizedQuery('x'.repeat(64 * 1024)))).toBeUndefined();
    expect(failureOf(() => refuseOversizedQuery('x'.repeat(64 * 1024 + 1)))).toMatchObject({
      status: 413,
      body: { error: { type: 'queryTooLarge' } },
    });
  });
});
