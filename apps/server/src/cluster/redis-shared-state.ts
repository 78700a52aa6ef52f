import type { Redis } from 'ioredis';
import { bucketTtlMs, type SharedState } from './shared-state';

/**
 * The token bucket of shared-state.ts (takeFromBucket) as one atomic script, so that nodes taking
 * tokens for one address at once never both spend the last one. Returns {allowed, retryAfterSeconds}.
 */
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local ttl = tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = burst
if stored[1] then
  local elapsed = math.max(0, now - tonumber(stored[2]))
  tokens = math.min(burst, tonumber(stored[1]) + elapsed / 1000 * rate)
end
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.max(1, math.ceil((1 - tokens) / rate))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ttl)
return {allowed, retry}
`;

/**
 * The Redis driver: every key under the deployment's prefix (REDIS_PREFIX), with Redis's own expiry.
 * `take` is GETDEL, so a pairing code is used once across nodes.
 */
export function createRedisSharedState(redis: Redis, prefix: string): SharedState {
  const k = (key: string) => `${prefix}state:${key}`;
  const parse = <T>(raw: string | null) => (raw === null ? null : (JSON.parse(raw) as T));
  return {
    async get<T>(key: string) {
      return parse<T>(await redis.get(k(key)));
    },
    async set(key, value, ttlMs) {
      await redis.set(k(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
    },
    async take<T>(key: string) {
      return parse<T>(await redis.getdel(k(key)));
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys.map(k));
    },
    async addMember(key, member, ttlMs) {
      await redis
        .multi()
        .sadd(k(key), member)
        .pexpire(k(key), Math.max(1, Math.round(ttlMs)))
        .exec();
    },
    async removeMember(key, member) {
      await redis.srem(k(key), member);
    },
    async members(key) {
      return redis.smembers(k(key));
    },
    async takeToken(key, rule, now) {
      const [allowed, retry] = (await redis.eval(
        TAKE_TOKEN,
        1,
        k(`bucket:${key}`),
        rule.burst,
        rule.perSecond,
        now,
        bucketTtlMs(rule),
      )) as [number, number];
      return { allowed: allowed === 1, retryAfterSeconds: retry };
    },
    // The connection is the caller's (server.ts opens and closes it).
    async close() {},
  };
}
