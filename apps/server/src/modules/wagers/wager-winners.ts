import { GameMode } from '@golf/golf';
import type { Database } from '../../db/client';
import { playersWithNames } from '../rounds/rounds.repository';
import { roundScorecard } from '../rounds/round-scoring';
import { createStatisticsRepository } from '../statistics/statistics.repository';

const best = (entries: readonly { playerId: string; position: number }[]) => {
  const top = Math.min(...entries.map((entry) => entry.position));
  return entries.filter((entry) => entry.position === top).map((entry) => Number(entry.playerId));
};

/**
 * Who wins a wager round's pot (docs/wagering.md), among the players who finished it: stroke play
 * the lowest score (net when the round uses handicaps, else gross); match play the match's winner,
 * both players when it is halved, nobody while undecided; closest to pin the best position. Ties
 * share the pot. Empty when nobody finished.
 */
export async function wagerWinners(tx: Database, roundId: number): Promise<number[]> {
  const statistics = createStatisticsRepository(tx);
  const context = await statistics.roundContext(roundId);
  if (!context) return [];
  const finished = (await playersWithNames(tx, roundId))
    .map(({ player }) => player)
    .filter((player) => player.playStatus === 100);
  if (!finished.length) return [];
  const card = roundScorecard(
    { round: context.round, holes: context.holes, tee: context.tee, hcpRebasing: context.hcpRebasing },
    finished.map((player) => ({
      userId: player.userId,
      handicapIndex: player.handicapIndex,
      scores: player.scores,
      holeState: null,
    })),
    [],
  );
  switch (card.game_mode) {
    case GameMode.stroke_play:
      return best(card.stroke_play.players);
    case GameMode.closest_to_pin:
      return best(card.closest_to_pin.standings);
    case GameMode.match_play: {
      const match = card.match_play;
      if (!match?.finished) return [];
      return match.winner === null ? finished.map((player) => player.userId) : [Number(match.winner)];
    }
    default:
      return [];
  }
}
