/**
 * Small shared state that every server node must see alike: launch-monitor pairing (codes, remembered
 * connectors, connections, the chosen club) and rate-limit counters. Drivers: this process's memory
 * (one node) and Redis (redis-shared-state.ts, when REDIS_URL is set); server.ts chooses, once.
 * Values are JSON; every key expires, so a node that dies leaves nothing behind for long.
 */
export interface SharedState {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Sets the key only when it is absent; true when it was set. */
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  /** Reads and deletes the key at once: of two nodes taking it, one gets the value. */
  take<T>(key: string): Promise<T | null>;
  delete(...keys: string[]): Promise<void>;
  /** Adds a member to the set at `key` and renews the set's expiry. */
  addMember(key: string, member: string, ttlMs: number): Promise<void>;
  removeMember(key: string, member: string): Promise<void>;
  members(key: string): Promise<string[]>;
  /** Takes a token from the bucket at `key` (refilled at `rule.perSecond`, at most `rule.burst`). */
  takeToken(key: string, rule: TokenBucketRule, nowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

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

export interface Bucket {
  tokens: number;
  at: number;
}

/**
 * One token-bucket step, shared by the memory driver and mirrored by the Redis driver's script:
 * refill for the time since the bucket was last touched, then take one token if there is one.
 */
export function takeFromBucket(
  bucket: Bucket | undefined,
  rule: TokenBucketRule,
  now: number,
): { bucket: Bucket; decision: RateDecision } {
  const tokens = bucket
    ? Math.min(rule.burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rule.perSecond)
    : rule.burst;
  if (tokens >= 1)
    return { bucket: { tokens: tokens - 1, at: now }, decision: { allowed: true, retryAfterSeconds: 0 } };
  return {
    bucket: { tokens, at: now },
    decision: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rule.perSecond)) },
  };
}

/** How long an untouched bucket matters: once full again it equals a new one. */
export const bucketTtlMs = (rule: TokenBucketRule) => Math.ceil((rule.burst / rule.perSecond) * 1000) + 1000;

/** Entries beyond this count are swept of the expired (and full buckets) before a new one is added. */
const MAX_ENTRIES = 50_000;

/**
 * The one-node driver. `clock` is the app's (tests move it); expiry is checked when a key is read.
 */
export function createMemorySharedState(clock: () => number = Date.now): SharedState {
  const values = new Map<string, { value: string; until: number }>();
  const sets = new Map<string, { members: Set<string>; until: number }>();
  const buckets = new Map<string, { bucket: Bucket; until: number }>();

  function live<T extends { until: number }>(map: Map<string, T>, key: string): T | undefined {
    const entry = map.get(key);
    if (entry && entry.until <= clock()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }
  function sweep(map: Map<string, { until: number }>) {
    if (map.size < MAX_ENTRIES) return;
    const now = clock();
    for (const [key, entry] of map) if (entry.until <= now) map.delete(key);
  }

  return {
    async get<T>(key: string) {
      const entry = live(values, key);
      return entry ? (JSON.parse(entry.value) as T) : null;
    },
    async set(key, value, ttlMs) {
      sweep(values);
      values.set(key, { value: JSON.stringify(value), until: clock() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(values, key)) return false;
      await this.set(key, value, ttlMs);
      return true;
    },
    async take<T>(key: string) {
      const entry = live(values, key);
      values.delete(key);
      return entry ? (JSON.parse(entry.value) as T) : null;
    },
    async delete(...keys) {
      for (const key of keys) {
        values.delete(key);
        sets.delete(key);
      }
    },
    async addMember(key, member, ttlMs) {
      sweep(sets);
      const entry = live(sets, key) ?? { members: new Set<string>(), until: 0 };
      entry.members.add(member);
      entry.until = clock() + ttlMs;
      sets.set(key, entry);
    },
    async removeMember(key, member) {
      live(sets, key)?.members.delete(member);
    },
    async members(key) {
      return [...(live(sets, key)?.members ?? [])];
    },
    async takeToken(key, rule, now) {
      // Buckets run on the caller's clock (`now`), like the Redis script.
      if (buckets.size >= MAX_ENTRIES) for (const [k, entry] of buckets) if (entry.until <= now) buckets.delete(k);
      const entry = buckets.get(key);
      const { bucket, decision } = takeFromBucket(entry && entry.until > now ? entry.bucket : undefined, rule, now);
      buckets.set(key, { bucket, until: now + bucketTtlMs(rule) });
      return decision;
    },
    async close() {
      values.clear();
      sets.clear();
      buckets.clear();
    },
  };
}
