/** A page as the micro-cache keeps it, ready to be replayed with a fresh nonce. */
export interface StoredPage {
  status: number;
  /** The headers, the rendered nonce cut out of the policy (pageCache's `NONCE_SLOT`). */
  headers: [string, string][];
  /** The markup split around every occurrence of the rendered nonce, joined with a fresh one. */
  bodyParts: string[];
  storedAt: number;
}

/**
 * Where the micro-cache keeps pages. Every method may reject (a shared store that is down); the
 * cache then answers without it.
 */
export interface PageStore {
  get(key: string): Promise<StoredPage | undefined>;
  /** Keeps `page` for `keepMs` (its fresh and stale time), and ends any refresh claim on it. */
  set(key: string, page: StoredPage, keepMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Claims the refresh of a stale page for `forMs`: true for one caller, false for every other
   * until the page is stored again or the claim lapses, so one visitor renders it anew.
   */
  claimRefresh(key: string, forMs: number): Promise<boolean>;
  /** Pages held in this process's memory. */
  readonly size: number;
}

/**
 * Pages in a Map of at most `maxEntries`: storing one more evicts the page stored longest ago,
 * and a page past its time is dropped when next read.
 */
export function createMemoryPageStore(maxEntries: number, now = Date.now): PageStore {
  const pages = new Map<string, { page: StoredPage; until: number }>();
  const claims = new Map<string, number>();
  return {
    get size() {
      return pages.size;
    },
    async get(key) {
      const kept = pages.get(key);
      if (kept && kept.until < now()) {
        pages.delete(key);
        return undefined;
      }
      return kept?.page;
    },
    async set(key, page, keepMs) {
      pages.delete(key);
      claims.delete(key);
      pages.set(key, { page, until: now() + keepMs });
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    },
    async delete(key) {
      pages.delete(key);
      claims.delete(key);
    },
    async claimRefresh(key, forMs) {
      const until = claims.get(key);
      if (until !== undefined && until > now()) return false;
      claims.set(key, now() + forMs);
      return true;
    },
  };
}
