import { and, eq, ne, notExists, notInArray, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import { queryRows, type Database } from '../../../db/client';
import { roundPlayers, rounds, strokes } from '../../../db/schema';
import { courseScoring, holeDefinition } from '../../courses/courses.repository';
import { roundPlayer } from '../../rounds/rounds.repository';
import { preparePlayerRead, prepareStrokeWrite, strokeWriteValues, type StrokeWrite } from './stroke-statements';

const { play_status: playStatus, round_status: roundStatus } = enums;

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
  // Prepared on first use: a transaction's repository does not need the read, and prepares the write on its own connection.
  let readPlayerStatement: ReturnType<typeof preparePlayerRead> | undefined;
  let strokeWriteStatement: ReturnType<typeof prepareStrokeWrite> | undefined;
  return {
    /** A stroke already recorded under this client id (its first reply), if any. */
    async findByClientId(roundId: number, clientId: string) {
      const [row] = await db
        .select({ id: strokes.id, userId: strokes.userId, outcome: strokes.outcome })
        .from(strokes)
        .where(and(eq(strokes.roundId, roundId), eq(strokes.clientId, clientId)));
      return row;
    },

    /**
     * Everything a stroke needs, in one round trip and without a lock: the player's row with its
     * version (xmin: it changes with every update of the row, whoever makes it), the round with its
     * version, the stroke already recorded under the client id if there is one, and the round's
     * holes (par, stroke index, length and tee position from the round's tee). The write then
     * checks both versions (`writeStroke`), so nothing here can go stale unnoticed.
     */
    async readPlayer(roundId: number, userId: number, clientId: string | null) {
      readPlayerStatement ??= preparePlayerRead(db);
      const [row] = await readPlayerStatement.execute({ roundId, userId, clientId });
      return row;
    },

    /**
     * Locks the player's row for this transaction if it is still at `version`: false when another
     * write changed it since it was read. Fails at once (55P03) while another request holds it.
     */
    async lockPlayerAt(roundId: number, userId: number, version: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from round_players where round_id = ${roundId} and user_id = ${userId} and xmin::text = ${version} for update nowait`,
      );
      return rows.length > 0;
    },

    /** Waits (up to the transaction's lock_timeout) for the request holding the player's row. */
    async waitForPlayer(roundId: number, userId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from round_players where round_id = ${roundId} and user_id = ${userId} for update`,
      );
      return rows.length > 0;
    },

    /**
     * Records a stroke in one statement: the player's row moves to `player` and the stroke is
     * inserted (and `replaces`, a stroke a mulligan took back, is marked replaced) only if the row
     * and the round's row are still at `version` and `roundVersion`. Returns the new stroke's id
     * and the player row's new version, or null when either row changed since it was read. Fails
     * at once (55P03) while another request holds the player's row.
     */
    async writeStroke(write: StrokeWrite): Promise<{ id: number; version: string } | null> {
      strokeWriteStatement ??= prepareStrokeWrite(db);
      const [row] = await strokeWriteStatement.execute(strokeWriteValues(write));
      return row ?? null;
    },

    /** How long the next lock in this transaction may wait. */
    async setLockTimeout(ms: number): Promise<void> {
      await db.execute(sql.raw(`set local lock_timeout = ${Math.trunc(ms)}`));
    },

    /** Whether the round exists and anyone may read it (public). */
    async roundIsPublic(roundId: number): Promise<boolean> {
      const [row] = await db.select({ visibility: rounds.visibility }).from(rounds).where(eq(rounds.id, roundId));
      return row?.visibility === enums.round_visibility.public;
    },

    player: (roundId: number, userId: number) => roundPlayer(db, roundId, userId),

    /** A hole of a course with its whole geometry (packages/golf HoleDefinition). */
    holeDefinition: (courseId: number, number: number) => holeDefinition(db, courseId, number),

    /**
     * Locks the round's row for this transaction, waiting for the request holding it (everything
     * that depends on the other players serialises on it). Given the version read, false (nothing
     * locked) when the row changed since. Taken before any player's row: a transaction holding the
     * round may wait for a player's row (a match's opponent), so none may wait for the round while
     * holding one.
     */
    async lockRound(roundId: number, version?: string): Promise<boolean> {
      const atVersion = version === undefined ? sql`` : sql`and xmin::text = ${version}`;
      const rows = await queryRows(db, sql`select 1 from rounds where id = ${roundId} ${atVersion} for update`);
      return rows.length > 0;
    },

    async updatePlayer(roundId: number, userId: number, changes: PlayerChanges): Promise<void> {
      await db
        .update(roundPlayers)
        .set(changes)
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
    },

    /** What scoring the round needs from its course (the same read as the scorecard's). */
    courseScoring: (courseId: number, teeingType: number) => courseScoring(db, courseId, teeingType),

    /** The other players of the round (committed state). */
    async otherPlayers(roundId: number, userId: number) {
      return db
        .select()
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), ne(roundPlayers.userId, userId)));
    },

    /** Match play: records who conceded the match, after how many decided holes (the scorecard ends there). */
    async concedeMatch(roundId: number, userId: number, afterHoles: number): Promise<void> {
      await db
        .update(rounds)
        .set({ matchConcededBy: userId, matchConcededAfter: afterHoles })
        .where(eq(rounds.id, roundId));
    },

    /**
     * Completes the round if nobody but `finished` (whose rows may still read as playing in this
     * transaction) is left playing, in one statement; true when it did.
     */
    async completeRoundIfDone(roundId: number, finished: number[], at: Date): Promise<boolean> {
      const stillPlaying = db
        .select({ one: sql`1` })
        .from(roundPlayers)
        .where(
          and(
            eq(roundPlayers.roundId, roundId),
            ne(roundPlayers.playStatus, playStatus.round_completed),
            notInArray(roundPlayers.userId, finished),
          ),
        );
      const completed = await db
        .update(rounds)
        .set({ roundStatus: roundStatus.completed, playStatus: playStatus.round_completed, completedAt: at })
        .where(and(eq(rounds.id, roundId), notExists(stillPlaying)))
        .returning({ id: rounds.id });
      return completed.length > 0;
    },
  };
}

export type StrokesRepository = ReturnType<typeof createStrokesRepository>;

/** Runs `fn` in a transaction, with the strokes repository on it and the transaction itself. */
export function inStrokesTransaction<T>(
  db: Database,
  fn: (repo: StrokesRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => fn(createStrokesRepository(tx as unknown as Database), tx as unknown as Database));
}
