import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttles } from '../../db/schema';

export interface ThrottleRule {
  /** Hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface ThrottleState {
  /** True when the key has used up its window. */
  limited: boolean;
  /** Seconds until the window resets (0 when not limited). */
  retryAfterSeconds: number;
}

const secondsUntil = (date: Date, now: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

/**
 * Fixed-window counters in the database, so every server node sees the same counts (failed
 * sign-ins per e-mail and IP, verification e-mails per address). One upsert per hit.
 */
export function createThrottle(db: Database, clock: () => Date = () => new Date()) {
  return {
    /** Where the key stands, without counting a hit. */
    async check(key: string, rule: ThrottleRule): Promise<ThrottleState> {
      const now = clock();
      const [row] = await db.select().from(throttles).where(eq(throttles.key, key));
      if (!row || row.resetsAt <= now || row.hits < rule.max) return { limited: false, retryAfterSeconds: 0 };
      return { limited: true, retryAfterSeconds: secondsUntil(row.resetsAt, now) };
    },

    /** Counts a hit and returns the state after it (limited once the hits exceed the rule). */
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleState & { hits: number }> {
      const now = clock();
      const resetsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
      // An expired window restarts at 1; a live one counts up. Atomic on both engines.
      const [row] = await db
        .insert(throttles)
        .values({ key, hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            hits: sql`case when ${throttles.resetsAt} <= ${now.toISOString()}::timestamptz then 1 else ${throttles.hits} + 1 end`,
            resetsAt: sql`case when ${throttles.resetsAt} <= ${now.toISOString()}::timestamptz then ${resetsAt.toISOString()}::timestamptz else ${throttles.resetsAt} end`,
          },
        })
        .returning();
      const hits = row!.hits;
      const limited = hits > rule.max;
      return { hits, limited, retryAfterSeconds: limited ? secondsUntil(row!.resetsAt, now) : 0 };
    },

    async clear(key: string): Promise<void> {
      await db.delete(throttles).where(eq(throttles.key, key));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
