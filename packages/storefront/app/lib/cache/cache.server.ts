/**
 * An in-process stale-while-revalidate cache for backend reads, in the spirit of Hydrogen's
 * `CacheShort`: a fresh answer is reused, a stale one is served while one background refresh
 * runs, and a failed refresh keeps the stale answer. Each Node process has its own cache, so the
 * storefront keeps no state that another process would need; previews and mutations never go through it.
 */
import { outsideRequestDeadline } from '../server/backend.server';

export interface CachePolicy {
  /** How long an answer is served without asking the backend. */
  freshMs: number;
  /** How long past freshness an answer may still be served while it is refreshed. */
  staleMs: number;
  /** Entries kept; the oldest are dropped first. */
  maxEntries: number;
}

/** Fresh for 5 s, then served stale for up to a minute while refreshed. */
export const SHORT_CACHE: CachePolicy = { freshMs: 5_000, staleMs: 60_000, maxEntries: 1_000 };

interface Entry {
  value: Promise<unknown>;
  storedAt: number;
  refreshing: boolean;
}

/** A keyed cache of promises; concurrent misses for one key share one backend call. */
export interface SwrCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createSwrCache(
  policy: CachePolicy = SHORT_CACHE,
  now: () => number = Date.now,
): SwrCache {
  const entries = new Map<string, Entry>();

  const store = (key: string, value: Promise<unknown>) => {
    entries.delete(key);
    entries.set(key, { value, storedAt: now(), refreshing: false });
    if (entries.size > policy.maxEntries) entries.delete(entries.keys().next().value!);
    // A failed load is not kept: the next request asks again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
  };

  return {
    get size() {
      return entries.size;
    },
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age <= policy.freshMs) return entry.value as Promise<T>;
      if (entry && age <= policy.freshMs + policy.staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          const next = outsideRequestDeadline(load);
          next.then(
            () => store(key, next),
            () => {
              entry.refreshing = false;
            },
          );
        }
        return entry.value as Promise<T>;
      }
      const value = load();
      store(key, value);
      return value;
    },
  };
}
