import { and, eq } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../../db/client';
import { rounds } from '../../../db/schema';
import { inRoundsTransaction, roundPlayer, type NewRound, type RoundRow } from '../../rounds/rounds.repository';

const isOfflineIdTaken = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (!constraint || constraint === 'rounds_offline_unique');
};

/** Rounds played offline: found by the client's id, created already started with their one player. */
export function createOfflineRoundsRepository(db: Database) {
  async function find(hostId: number, offlineId: string): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.hostId, hostId), eq(rounds.offlineId, offlineId)));
    return row;
  }

  return {
    find,

    /**
     * The round with its host as its only player, under way on the first tee, in one transaction.
     * A concurrent sync of the same round may create it first: the unique (host, offline id)
     * index refuses the second, which then gets the first one's round (created false).
     */
    async createStarted(values: NewRound & { offlineId: string }): Promise<{ round: RoundRow; created: boolean }> {
      try {
        const round = await inRoundsTransaction(db, async (repo) => {
          const created = await repo.insertRound(values);
          await repo.addPlayer({ roundId: created.id, userId: created.hostId, isLocal: false, handicapIndex: null });
          const tee = await repo.teePosition(created.courseId, created.holes[0]!, created.tee);
          await repo.updatePlayers(created.id, {
            playStatus: enums.play_status.ongoing,
            ballPosition: tee,
            ballSurface: tee ? enums.surface_type.tee : null,
            ballBefore: null,
          });
          return created;
        });
        return { round, created: true };
      } catch (error) {
        if (!isOfflineIdTaken(error)) throw error;
        return { round: (await find(values.hostId, values.offlineId))!, created: false };
      }
    },

    /** The host's hole results in the round. */
    async scoresOf(roundId: number, userId: number) {
      return (await roundPlayer(db, roundId, userId))?.scores ?? [];
    },
  };
}

export type OfflineRoundsRepository = ReturnType<typeof createOfflineRoundsRepository>;
