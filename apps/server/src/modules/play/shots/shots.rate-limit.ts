import type { RateDecision, SharedState, TokenBucketRule } from '../../../cluster/shared-state';

export type { RateDecision, TokenBucketRule };

/**
 * Per-IP token bucket for the public shot simulator, in the shared state (decision 0057): Redis
 * when REDIS_URL is set, so every node spends from one bucket per address; this node's memory
 * otherwise.
 *
 * Why not the database-backed fixed window of auth/throttle.ts: a simulation costs about 50 µs of
 * CPU, while a throttle upsert costs a database round trip, so a database limiter would be the
 * most expensive part of every request and would put an anonymous endpoint's load on the
 * database. One Redis script call is a fraction of that. The bucket also smooths bursts instead of
 * resetting at window edges.
 */
export function createTokenBucket(state: SharedState, rule: TokenBucketRule, clock: () => number = Date.now) {
  return {
    take(key: string): Promise<RateDecision> {
      return state.takeToken(`shots:${key}`, rule, clock());
    },
  };
}

export type TokenBucket = ReturnType<typeof createTokenBucket>;
