import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { roundPlayers, rounds, strokes } from '../../../db/schema';
import { holeDefinition } from '../../courses/courses.repository';
import { roundPlayer } from '../../rounds/rounds.repository';

const ONGOING = 10;
const ROUND_ACTIVE = 10;

/** Reads for server-side play: the player's ongoing round, stored shots, and where a player's ball is. */
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

    player: (roundId: number, userId: number) => roundPlayer(db, roundId, userId),

    holeDefinition: (courseId: number, number: number) => holeDefinition(db, courseId, number),
  };
}

export type LaunchesRepository = ReturnType<typeof createLaunchesRepository>;
