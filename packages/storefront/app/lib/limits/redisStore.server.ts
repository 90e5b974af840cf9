import type { SharedRedis } from '../server/redis.server';
import type { RateLimitStore } from './rateLimitStore';

/**
 * One hit in one round trip and one step: the count goes up and a new window gets its expiry
 * together, so no two processes can both open a window and no key is ever left without expiry.
 * Returns the count and the milliseconds left in the window.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }`;

/**
 * Fixed windows in Redis, one key per window that expires with it (`<prefix>limit:<key>`), so
 * Redis holds only live windows. Errors (the deadline included) are the caller's to handle.
 */
export function createRedisRateLimitStore(redis: SharedRedis): RateLimitStore {
  const keyOf = (key: string) => `limit:${key}`;
  return {
    async hit(key, windowMs, now) {
      const [count, left] = (await redis.client.eval(HIT, 1, keyOf(key), windowMs)) as [
        number,
        number,
      ];
      return { count, resetAt: now + left };
    },
    async peek(key, now) {
      const answers = await redis.client.multi().get(keyOf(key)).pttl(keyOf(key)).exec();
      const count = Number(answers?.[0]?.[1] ?? 0);
      const left = Number(answers?.[1]?.[1] ?? -2);
      return count > 0 && left > 0 ? { count, resetAt: now + left } : { count: 0, resetAt: now };
    },
    async reset(key) {
      await redis.client.del(keyOf(key));
    },
  };
}
