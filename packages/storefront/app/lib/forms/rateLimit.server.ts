/**
 * Every count the shop keeps against abuse (the public forms' limits, failed sign-ins) lives
 * behind one `RateLimitStore`: the in-process store is right for one Node process; a deployment
 * running many processes plugs in a shared store (Redis `INCR` + `PEXPIRE` for `hit`, `GET` +
 * `PTTL` for `peek`, `DEL` for `reset`).
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in its current window and returns the hits so far and the window end. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The hits of `key` in its current window without counting one (0 when it has none). */
  peek(key: string, now: number): Promise<WindowCount>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
}

/** Hits in a fixed window, and when it ends (epoch ms). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Fixed windows kept in a Map; expired windows are swept as new hits arrive. */
export function createMemoryRateLimitStore(maxKeys = 50_000): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= maxKeys) sweep(windows, now, maxKeys);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async peek(key, now) {
      const window = windows.get(key);
      return window && window.resetAt > now ? { ...window } : { count: 0, resetAt: now };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

function sweep(windows: Map<string, { resetAt: number }>, now: number, maxKeys: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  // Still full of live windows (a flood of distinct clients): forget the oldest rather than grow.
  for (const key of windows.keys()) {
    if (windows.size < maxKeys) break;
    windows.delete(key);
  }
}

/** The verdict on one request. */
export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the client may try again (for `Retry-After`). */
  retryAfterSeconds: number;
}

/** A limit of `limit` requests per `windowMs` for each client key. */
export interface RateLimiter {
  check(clientKey: string): Promise<RateLimitVerdict>;
}

export function createRateLimiter(options: {
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  return {
    async check(clientKey) {
      const at = now();
      const { count, resetAt } = await options.store.hit(
        `${options.name}:${clientKey}`,
        options.windowMs,
        at,
      );
      return {
        allowed: count <= options.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)),
      };
    },
  };
}

let store: RateLimitStore = createMemoryRateLimitStore();

/** The process's rate-limit store. */
export function getRateLimitStore(): RateLimitStore {
  return store;
}

/** Replaces the store: a shared one in a multi-process deployment, a fresh one in each test. */
export function setRateLimitStore(next: RateLimitStore): void {
  store = next;
}

/**
 * A route's limiter, built on the process's current store and rebuilt when the store is replaced
 * (each test swaps in a fresh store).
 */
export function limiterOnCurrentStore(options: {
  name: string;
  limit: number;
  windowMs: number;
}): () => RateLimiter {
  let built: { on: RateLimitStore; limiter: RateLimiter } | undefined;
  return () => {
    if (built?.on !== store)
      built = { on: store, limiter: createRateLimiter({ ...options, store }) };
    return built.limiter;
  };
}
