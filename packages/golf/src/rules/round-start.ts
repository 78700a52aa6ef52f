import { GameMode } from '../scoring/hole-result';

/** Why a round cannot start with the players it has: a match needs an opponent, a wager someone to win it from. */
export type RoundStartRefusal = 'match_needs_opponent' | 'wager_needs_opponent';

/** The reason a round with `players` players may not start yet, or null; the server refuses, the waiting room says so. */
export function roundStartRefusal(round: {
  gameMode: number;
  hasWager: boolean;
  players: number;
}): RoundStartRefusal | null {
  if (round.players >= 2) return null;
  if (round.gameMode === GameMode.match_play) return 'match_needs_opponent';
  if (round.hasWager) return 'wager_needs_opponent';
  return null;
}
