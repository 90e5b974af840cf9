import type { RateLimitStore } from './rateLimitStore';

/** What the failover store reports to: the shared connection's outage log. */
export interface OutageReport {
  failed(error: unknown): void;
  succeeded(): void;
}

/**
 * The shared store while it answers, this process's own store while it does not. Both directions
 * a limit could fail in are wrong for a shop: open (no limit at all) hands an attacker the outage,
 * closed (refuse everyone) turns a cache outage into a shop outage. Counting in the process keeps
 * every limit at its value per process, which is what a single-process shop has anyway.
 */
export function createFailoverRateLimitStore(
  shared: RateLimitStore,
  local: RateLimitStore,
  report?: OutageReport,
): RateLimitStore {
  async function attempt<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      const answer = await call(shared);
      report?.succeeded();
      return answer;
    } catch (error) {
      report?.failed(error);
      return call(local);
    }
  }
  return {
    hit: (key, windowMs, now) => attempt((store) => store.hit(key, windowMs, now)),
    peek: (key, now) => attempt((store) => store.peek(key, now)),
    reset: async (key) => {
      await local.reset(key);
      await attempt((store) => store.reset(key));
    },
  };
}
