/**
 * Per-IP token bucket, in memory, for the public shot simulator.
 *
 * Why not the database-backed fixed window of auth/throttle.ts: a simulation costs about 50 µs of
 * CPU, while a throttle upsert costs a database round trip, so a database limiter would be the
 * most expensive part of every request and would put an anonymous endpoint's load on the
 * database. The bucket also smooths bursts instead of resetting at window edges. The price: each
 * server node counts on its own, so with N nodes an address gets up to N times the rate. For
 * abuse protection of a cheap, stateless computation that is acceptable.
 */
export interface TokenBucketRule {
  /** Tokens an address can spend at once. */
  burst: number;
  /** Tokens added back per second. */
  perSecond: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next token (0 when allowed). */
  retryAfterSeconds: number;
}

/** Buckets beyond this count are swept (full buckets are forgotten: they equal a new one). */
const MAX_TRACKED = 50_000;

export function createTokenBucket(rule: TokenBucketRule, clock: () => number = () => Date.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();

  const refill = (bucket: { tokens: number; at: number }, now: number) => {
    bucket.tokens = Math.min(rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * rule.perSecond);
    bucket.at = now;
  };

  const sweep = (now: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, now);
      if (bucket.tokens >= rule.burst) buckets.delete(key);
    }
  };

  return {
    take(key: string): RateDecision {
      const now = clock();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= MAX_TRACKED) sweep(now);
        bucket = { tokens: rule.burst, at: now };
        buckets.set(key, bucket);
      } else {
        refill(bucket, now);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rule.perSecond)) };
    },
  };
}

export type TokenBucket = ReturnType<typeof createTokenBucket>;
