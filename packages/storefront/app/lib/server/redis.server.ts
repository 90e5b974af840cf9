import { Redis } from 'ioredis';
import { getEnv } from './env.server';

/**
 * The one Redis connection of this process, shared by the rate limits, the sign-in throttle and
 * the page cache (`REDIS_URL`; docs/scaling.md). Redis helps; it is never needed to answer:
 * - every call has a deadline (`REDIS_TIMEOUT_MS`), and while the connection is down a call fails
 *   at once instead of queueing, so a request never waits on a Redis that cannot answer;
 * - the client reconnects by itself, and each caller decides what to do without Redis;
 * - an outage is logged once when it starts and once when it ends, not for every request.
 * Keys are prefixed with the shop's Storefront API host, so shops sharing one Redis never meet.
 */
export interface SharedRedis {
  client: Redis;
  /** Records a failed call: logs the first of an outage. */
  failed(error: unknown): void;
  /** Records a call that succeeded: logs the end of an outage. */
  succeeded(): void;
  /** The deadline of one call. */
  timeoutMs: number;
}

/** How each shop's keys begin: `treize:<Storefront API host>:`. */
export function keyPrefixFor(storeDomain: string): string {
  const host = /^https?:\/\//.test(storeDomain) ? new URL(storeDomain).host : storeDomain;
  return `treize:${host}:`;
}

export function connectSharedRedis(options: {
  url: string;
  timeoutMs: number;
  keyPrefix: string;
  log?: (line: string) => void;
}): SharedRedis {
  const log = options.log ?? ((line: string) => console.error(line));
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    commandTimeout: options.timeoutMs,
    connectTimeout: Math.max(options.timeoutMs, 1000),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Try again soon after a drop, then every 2 s at most, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  });
  let down = false;
  const shared: SharedRedis = {
    client,
    timeoutMs: options.timeoutMs,
    failed(error) {
      if (down) return;
      down = true;
      log(
        `[redis] unavailable (${error instanceof Error ? error.message : String(error)}): limits count in this process, pages render uncached until it answers again`,
      );
    },
    succeeded() {
      if (!down) return;
      down = false;
      log('[redis] answering again: limits and pages are shared again');
    },
  };
  // Without a listener an unreachable Redis would throw from the client's event emitter.
  client.on('error', (error) => shared.failed(error));
  client.on('ready', () => shared.succeeded());
  return shared;
}

let shared: SharedRedis | undefined | null;

/** This process's connection to the shared Redis, or `undefined` when `REDIS_URL` is unset. */
export function getSharedRedis(): SharedRedis | undefined {
  if (shared === undefined) {
    const env = getEnv();
    shared = env.redisUrl
      ? connectSharedRedis({
          url: env.redisUrl,
          timeoutMs: env.redisTimeoutMs,
          keyPrefix: keyPrefixFor(env.storeDomain),
        })
      : null;
  }
  return shared ?? undefined;
}
