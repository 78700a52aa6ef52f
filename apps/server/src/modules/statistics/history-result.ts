import type { HistoryResult } from '@golf/contracts';
import { GameMode } from '@golf/golf';
import type { roundScorecard } from '../rounds/round-scoring';

type RoundScorecard = ReturnType<typeof roundScorecard>;

export function historyResult(card: RoundScorecard, players: number, playerId: string): HistoryResult {
  const none: HistoryResult = { players, position: null, match: null, shots: null };
  switch (card.game_mode) {
    case GameMode.stroke_play:
      return { ...none, position: card.stroke_play.players.find((p) => p.playerId === playerId)?.position ?? null };
    case GameMode.closest_to_pin:
      return {
        ...none,
        position: card.closest_to_pin.standings.find((s) => s.playerId === playerId)?.position ?? null,
      };
    case GameMode.match_play: {
      const match = card.match_play;
      if (!match?.finished) return none;
      const { status } = match;
      const outcome = match.winner === null ? 'halved' : match.winner === playerId ? 'won' : 'lost';
      return {
        ...none,
        match: {
          outcome,
          kind: status.kind,
          margin: status.margin,
          holes_remaining: status.holesRemaining,
          holes_played: status.holesPlayed,
          text: status.text,
        },
      };
    }
    default:
      return { ...none, shots: card.driving_range.find((p) => p.playerId === playerId)?.shots.length ?? 0 };
  }
}
