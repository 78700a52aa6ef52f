import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { HoleDefinition, Par } from '@golf/golf';
import type { Database } from '../../db/client';
import { countAll } from '../../db/paginate';
import { courseHoles, courseTees, roundPlayers, rounds, strokes } from '../../db/schema';
import { holeTeePosition } from '../courses/courses.repository';

export type StrokeRow = typeof strokes.$inferSelect;
export type NewStroke = typeof strokes.$inferInsert;
export type PlayerChanges = Partial<typeof roundPlayers.$inferInsert>;

/** PostgreSQL "lock_not_available": a NOWAIT lock held by another transaction. */
const LOCK_NOT_AVAILABLE = '55P03';

export function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
  }
  return false;
}

export function createStrokesRepository(db: Database) {
  return {
    /** A stroke already recorded under this client id (its first reply), if any. */
    async findByClientId(roundId: number, clientId: string) {
      const [row] = await db
        .select({ id: strokes.id, outcome: strokes.outcome })
        .from(strokes)
        .where(and(eq(strokes.roundId, roundId), eq(strokes.clientId, clientId)));
      return row;
    },

    /**
     * The player's row locked for this transaction, with the round, and the stroke already recorded
     * under the client id if there is one. `wait: false` fails at once (55P03) when another request
     * of the same player holds the lock.
     */
    async lockPlayer(roundId: number, userId: number, clientId: string | null, wait: boolean) {
      const [row] = await db
        .select({
          player: roundPlayers,
          round: rounds,
          existing: clientId === null ? sql<null>`null` : strokes.outcome,
          existingId: clientId === null ? sql<null>`null` : strokes.id,
        })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .leftJoin(
          strokes,
          clientId === null
            ? sql`false`
            : and(eq(strokes.roundId, roundPlayers.roundId), eq(strokes.clientId, clientId)),
        )
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)))
        .for('update', wait ? { of: roundPlayers } : { of: roundPlayers, noWait: true });
      return row;
    },

    /** How long the next lock in this transaction may wait. */
    async setLockTimeout(ms: number): Promise<void> {
      await db.execute(sql.raw(`set local lock_timeout = ${Math.trunc(ms)}`));
    },

    async roundExists(roundId: number): Promise<boolean> {
      const [row] = await db.select({ id: rounds.id }).from(rounds).where(eq(rounds.id, roundId));
      return row !== undefined;
    },

    async player(roundId: number, userId: number) {
      const [row] = await db
        .select()
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
      return row;
    },

    /** Par and the hole's length from a tee (cm), read from the geometry without loading it all. */
    async holeStart(courseId: number, number: number, teeingType: number) {
      const [row] = await db
        .select({
          par: courseHoles.par,
          lengthCm: sql<
            number | null
          >`(${courseHoles.geometry} -> 'tees' -> ${String(teeingType)} ->> 'lengthCm')::integer`,
        })
        .from(courseHoles)
        .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)));
      return row;
    },

    /** Where a hole's tee of a teeing_type is, hole frame (cm), from the geometry. */
    teePosition: (courseId: number, number: number, teeingType: number) =>
      holeTeePosition(db, courseId, number, teeingType),

    /** A hole of a course with its whole geometry (packages/golf HoleDefinition). */
    async holeDefinition(courseId: number, number: number): Promise<HoleDefinition | undefined> {
      const [row] = await db
        .select()
        .from(courseHoles)
        .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)));
      return row && { ...row.geometry, number: row.number, par: row.par as Par, strokeIndex: row.strokeIndex };
    },

    async tee(courseId: number, teeingType: number) {
      const [row] = await db
        .select()
        .from(courseTees)
        .where(and(eq(courseTees.courseId, courseId), eq(courseTees.teeingType, teeingType)));
      return row;
    },

    async lockRound(roundId: number) {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, roundId)).for('update');
      return row!;
    },

    async insert(values: NewStroke): Promise<number> {
      const [row] = await db.insert(strokes).values(values).returning({ id: strokes.id });
      return row!.id;
    },

    async markReplaced(strokeId: number): Promise<void> {
      await db.update(strokes).set({ replaced: true }).where(eq(strokes.id, strokeId));
    },

    async updatePlayer(roundId: number, userId: number, changes: PlayerChanges): Promise<void> {
      await db
        .update(roundPlayers)
        .set(changes)
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
    },

    async hole(courseId: number, number: number) {
      const [row] = await db
        .select({ number: courseHoles.number, par: courseHoles.par, strokeIndex: courseHoles.strokeIndex })
        .from(courseHoles)
        .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)));
      return row;
    },

    async holes(courseId: number) {
      return db
        .select({ number: courseHoles.number, par: courseHoles.par, strokeIndex: courseHoles.strokeIndex })
        .from(courseHoles)
        .where(eq(courseHoles.courseId, courseId))
        .orderBy(asc(courseHoles.number));
    },

    /** The other players of the round (committed state). */
    async otherPlayers(roundId: number, userId: number) {
      return db
        .select()
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), ne(roundPlayers.userId, userId)));
    },

    async unfinishedPlayers(roundId: number): Promise<number> {
      const [row] = await db
        .select({ n: countAll })
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), ne(roundPlayers.playStatus, 100)));
      return row?.n ?? 0;
    },

    async completeRound(roundId: number, at: Date): Promise<void> {
      await db.update(rounds).set({ roundStatus: 20, playStatus: 100, completedAt: at }).where(eq(rounds.id, roundId));
    },

    /** Every counted stroke of a round, in order (scorecards, statistics). */
    async strokesOf(roundId: number) {
      return db
        .select()
        .from(strokes)
        .where(and(eq(strokes.roundId, roundId), eq(strokes.replaced, false)))
        .orderBy(asc(strokes.id));
    },
  };
}

export type StrokesRepository = ReturnType<typeof createStrokesRepository>;

export function inStrokesTransaction<T>(db: Database, fn: (repo: StrokesRepository) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(createStrokesRepository(tx as unknown as Database)));
}
