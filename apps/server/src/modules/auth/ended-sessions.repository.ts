import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { endedSessions, users } from '../../db/schema';

/** What ended a session its holder is told about (decision 0124); sign-out and expiry are not among them. */
export type SessionEndCause = (typeof endedSessions.$inferSelect)['cause'];

/** Why a presented session no longer works: a suspension (with its reason) or a password change or reset. */
export type SessionEnd = { cause: 'suspended'; reason: string } | { cause: 'password_changed' };

/** The row keeps only a hash of the token, so a copy of the table opens no session. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface EndedSession {
  token: string;
  userId: number;
  expiresAt: Date;
}

/**
 * Remembers why these sessions ended, in the caller's transaction (a suspension's, with its deletion of
 * the sessions), and forgets those that would have expired by `now`.
 */
export async function rememberEndedSessions(
  executor: Executor,
  ended: readonly EndedSession[],
  cause: SessionEndCause,
  now: Date,
): Promise<void> {
  await executor.delete(endedSessions).where(lt(endedSessions.expiresAt, now));
  const live = ended.filter((session) => session.expiresAt > now);
  if (!live.length) return;
  await executor
    .insert(endedSessions)
    .values(
      live.map(({ token, userId, expiresAt }) => ({
        tokenHash: tokenHash(token),
        userId,
        cause,
        endedAt: now,
        expiresAt,
      })),
    )
    .onConflictDoNothing();
}

export function createEndedSessionsRepository(db: Database) {
  return {
    remember: (ended: readonly EndedSession[], cause: SessionEndCause, now: Date) =>
      rememberEndedSessions(db, ended, cause, now),

    /**
     * Why the session of this raw token (its signature already checked) ended, or null: never ended by a
     * cause we tell, past its expiry, or a suspension that has been lifted since.
     */
    async find(token: string, now: Date): Promise<SessionEnd | null> {
      const [row] = await db
        .select({ cause: endedSessions.cause, suspendedAt: users.suspendedAt, reason: users.suspendReason })
        .from(endedSessions)
        .innerJoin(users, eq(users.id, endedSessions.userId))
        .where(and(eq(endedSessions.tokenHash, tokenHash(token)), gt(endedSessions.expiresAt, now)));
      if (!row) return null;
      if (row.cause === 'password_changed') return { cause: 'password_changed' };
      return row.suspendedAt ? { cause: 'suspended', reason: row.reason ?? '' } : null;
    },
  };
}

export type EndedSessionsRepository = ReturnType<typeof createEndedSessionsRepository>;
