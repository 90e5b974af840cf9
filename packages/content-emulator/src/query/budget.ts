import { HttpError } from '../http/errors.js';

/**
 * What one GROQ query may spend. groq-js evaluates a whole query without handing the event loop
 * back, so a query joining the dataset with itself a few times over would hold every other
 * request up for minutes. Each document a scan visits and each reference followed is counted;
 * past the row budget or the deadline the query stops with Sanity's error shape, and the time
 * others wait on it stays bounded by the deadline.
 */

/** Longest query text accepted, in bytes: the storefront's largest is about 1.5 KB. */
export const MAX_QUERY_BYTES = 64 * 1024;
/** Documents visited and references followed by one query: a hundred times a real page's. */
export const MAX_QUERY_ROWS = 50_000;
/** Wall time one query may take. */
export const QUERY_DEADLINE_MS = 2_000;

/** How many rows between two looks at the clock. */
const CLOCK_EVERY = 1_024;

/** 413 for a query text over {@link MAX_QUERY_BYTES}, before it is parsed. */
export function refuseOversizedQuery(query: string): void {
  const bytes = Buffer.byteLength(query);
  if (bytes <= MAX_QUERY_BYTES) return;
  const description = `The query is ${bytes} bytes long, over the limit of ${MAX_QUERY_BYTES} bytes: fetch less in one query, or pass long values as parameters`;
  throw new HttpError(413, { error: { description, type: 'queryTooLarge' } }, description);
}

export class QueryBudget {
  private rows = 0;
  private readonly deadline: number;

  constructor(private readonly limits = { rows: MAX_QUERY_ROWS, deadlineMs: QUERY_DEADLINE_MS }) {
    this.deadline = performance.now() + limits.deadlineMs;
  }

  /** Counts one document visited or reference followed; throws once the budget is spent. */
  spend(): void {
    this.rows += 1;
    if (this.rows > this.limits.rows) {
      const description = `The query visits more than ${this.limits.rows} documents and references, the most one query may: filter before projecting, and avoid joining the dataset with itself`;
      throw new HttpError(400, { error: { description, type: 'queryTooExpensive' } }, description);
    }
    if (this.rows % CLOCK_EVERY === 0 && performance.now() > this.deadline) {
      const description = `The query ran longer than ${this.limits.deadlineMs} ms and was stopped: filter before projecting, and avoid joining the dataset with itself`;
      throw new HttpError(408, { error: { description, type: 'queryTimeout' } }, description);
    }
  }

  /** `documents`, still an array to groq-js, counting each document a scan visits. */
  metered<T>(documents: T[]): T[] {
    return new Proxy(documents, {
      get: (target, key, receiver) => {
        if (key !== Symbol.iterator) return Reflect.get(target, key, receiver) as unknown;
        const spend = () => this.spend();
        return function* () {
          for (const document of target) {
            spend();
            yield document;
          }
        };
      },
    });
  }
}
