import { getSharedRedis } from '../server/redis.server';
import { createFailoverRateLimitStore } from './failoverStore.server';
import { createRedisRateLimitStore } from './redisStore.server';
import type { RateLimitStore } from './rateLimitStore';

export type { RateLimitStore, WindowCount } from './rateLimitStore';

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

/**
 * The store `REDIS_URL` calls for: Redis, falling back to this process's own counts while Redis
 * cannot answer (so every limit still holds per process, never vanishes and never locks everyone
 * out); without `REDIS_URL`, the in-process store.
 */
function processStore(): RateLimitStore {
  const redis = getSharedRedis();
  const local = createMemoryRateLimitStore();
  return redis
    ? createFailoverRateLimitStore(createRedisRateLimitStore(redis), local, redis)
    : local;
}

let store: RateLimitStore | undefined;

/** The process's rate-limit store. */
export function getRateLimitStore(): RateLimitStore {
  store ??= processStore();
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
    const current = getRateLimitStore();
    if (built?.on !== current)
      built = { on: current, limiter: createRateLimiter({ ...options, store: current }) };
    return built.limiter;
  };
}
