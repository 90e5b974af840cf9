/**
 * Every count the shop keeps against abuse (the public forms' limits, failed sign-ins) lives
 * behind one `RateLimitStore`: the in-process store when the shop runs as one process, Redis
 * (`REDIS_URL`) when several processes must see the same counts (docs/scaling.md).
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
