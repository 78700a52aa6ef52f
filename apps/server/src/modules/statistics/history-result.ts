import { GameMode } from '@golf/golf';
import type { roundScorecard } from '../rounds/round-scoring';

type RoundScorecard = ReturnType<typeof roundScorecard>;

/** How a completed round ended for one player, for the match history list. */
export interface HistoryResult {
  /** Players in the round. */
  players: number;
  /** Stroke play and closest to pin: the player's position (ties share it); null otherwise. */
  position: number | null;
  /** Match play: the result from the player's side; null otherwise or without a decided match. */
  match: {
    outcome: 'won' | 'lost' | 'halved';
    kind: string;
    /** Holes up at the end (0 when halved). */
    margin: number;
    /** Holes of the stipulated round left unplayed ("3 & 2": margin 3, 2 remaining). */
    holes_remaining: number;
    /** Holes decided, extra holes included. */
    holes_played: number;
    /** English status as golfers write it ("3 & 2", "1 up", "halved"); clients translate from the numbers. */
    text: string;
  } | null;
  /** Driving range: shots hit; null otherwise. */
  shots: number | null;
}

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
