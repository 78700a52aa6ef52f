import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { roundPlayers, rounds, strokes } from '../../../db/schema';
import { courseHole } from '../../courses/courses.repository';
import { playersWithNames, roundPlayer } from '../../rounds/rounds.repository';
import { flaggedStrokesOf } from '../strokes/flagged-strokes';

const ONGOING = 10;
const ROUND_ACTIVE = 10;

/** Reads for server-side play: the player's ongoing round, stored shots, and a round's play state. */
export function createLaunchesRepository(db: Database) {
  return {
    /** Rounds under way in which the user still plays, the latest started first. */
    async ongoingRoundsOf(userId: number) {
      return db
        .select({ id: rounds.id })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .where(
          and(
            eq(roundPlayers.userId, userId),
            eq(roundPlayers.playStatus, ONGOING),
            eq(rounds.playStatus, ONGOING),
            eq(rounds.roundStatus, ROUND_ACTIVE),
          ),
        )
        .orderBy(desc(rounds.startedAt), desc(rounds.id));
    },

    /** The shot the server computed for a stroke id (null for a stroke the game reported). */
    async shotOf(roundId: number, clientId: string) {
      const [row] = await db
        .select({ shot: strokes.shot })
        .from(strokes)
        .where(and(eq(strokes.roundId, roundId), eq(strokes.clientId, clientId)));
      return row?.shot ?? null;
    },

    async round(roundId: number) {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, roundId));
      return row;
    },

    players: (roundId: number) => playersWithNames(db, roundId),

    player: (roundId: number, userId: number) => roundPlayer(db, roundId, userId),

    hole: (courseId: number, number: number) => courseHole(db, courseId, number),

    /** A player's counted strokes on one hole, in order. */
    async strokesOnHole(roundId: number, userId: number, hole: number) {
      return db
        .select()
        .from(strokes)
        .where(
          and(
            eq(strokes.roundId, roundId),
            eq(strokes.userId, userId),
            eq(strokes.hole, hole),
            eq(strokes.replaced, false),
          ),
        )
        .orderBy(asc(strokes.id));
    },

    flaggedStrokes: (roundId: number) => flaggedStrokesOf(db, roundId),
  };
}

export type LaunchesRepository = ReturnType<typeof createLaunchesRepository>;
