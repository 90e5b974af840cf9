/**
 * Per-client rate limits of the public forms (contact, newsletter). Counting lives behind
 * `RateLimitStore`: the in-process store is right for one Node process; a deployment running many
 * processes plugs in a shared store (Redis `INCR` + `PEXPIRE`, for example) or limits at its edge.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in its current window and returns the hits so far and the window end. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
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

/**
 * The key a client is counted under. Behind a proxy or CDN, the last `X-Forwarded-For` entry is the
 * address that proxy saw (entries before it are whatever the client sent). Without any, every
 * visitor of a bare Node process shares one key, which still caps a flood.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || request.headers.get('X-Real-IP')?.trim() || 'direct';
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
