import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tournamentRounds, tournamentTeeTimes } from '../../db/schema';
import { teeOverrideKey, type TeeOverrides } from './tournament-tee-times';

/** The tee times staff set by hand in a tournament's rounds. */
export async function teeOverridesOf(db: Executor, tournamentId: number): Promise<TeeOverrides> {
  const rows = await db
    .select({
      roundId: tournamentTeeTimes.tournamentRoundId,
      entryId: tournamentTeeTimes.entryId,
      at: tournamentTeeTimes.teeTime,
    })
    .from(tournamentTeeTimes)
    .innerJoin(tournamentRounds, eq(tournamentRounds.id, tournamentTeeTimes.tournamentRoundId))
    .where(eq(tournamentRounds.tournamentId, tournamentId));
  return new Map(rows.map((row) => [teeOverrideKey(row.roundId, row.entryId), row.at]));
}

/** Sets the entrants' tee times in one round (insert or replace). */
export async function setTeeTimes(
  db: Executor,
  roundId: number,
  times: { entryId: number; teeTime: Date }[],
): Promise<void> {
  if (!times.length) return;
  await db
    .insert(tournamentTeeTimes)
    .values(times.map((t) => ({ tournamentRoundId: roundId, ...t })))
    .onConflictDoUpdate({
      target: [tournamentTeeTimes.tournamentRoundId, tournamentTeeTimes.entryId],
      set: { teeTime: sql`excluded.tee_time`, updatedAt: sql`now()` },
    });
}
