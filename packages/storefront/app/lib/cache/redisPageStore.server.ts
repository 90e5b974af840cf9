import type { SharedRedis } from '../server/redis.server';
import type { PageStore, StoredPage } from './pageStore.server';

/**
 * Pages in Redis, one key each (`<prefix>page:<key>`) that expires with the page's stale time, so
 * a page rendered by one process is served by every other. Memory stays bounded by the expiry and
 * by the Redis server's own `maxmemory` with an LRU policy (docs/scaling.md). A refresh claim is
 * a key set only if absent (`SET NX PX`): one process renders a stale page anew, across them all.
 */
export function createRedisPageStore(redis: SharedRedis): PageStore {
  const pageKey = (key: string) => `page:${key}`;
  const claimKey = (key: string) => `page-refresh:${key}`;
  return {
    size: 0,
    async get(key) {
      const stored = await redis.client.get(pageKey(key));
      return stored ? (JSON.parse(stored) as StoredPage) : undefined;
    },
    async set(key, page, keepMs) {
      await redis.client
        .multi()
        .set(pageKey(key), JSON.stringify(page), 'PX', keepMs)
        .del(claimKey(key))
        .exec();
    },
    async delete(key) {
      await redis.client.del(pageKey(key), claimKey(key));
    },
    async claimRefresh(key, forMs) {
      return (await redis.client.set(claimKey(key), '1', 'PX', forMs, 'NX')) === 'OK';
    },
  };
}
