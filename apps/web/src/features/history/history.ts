import { enums } from '@golf/contracts';
import { formatToPar, matchScore, type ToParText } from '../scorecard/scorecard';
import type { HistoryEntry } from './api';

/** One line of text for the list: a catalogue key under `history.` with its values. */
export interface ResultLine {
  key:
    | 'strokes'
    | 'holes'
    | 'result.won'
    | 'result.lost'
    | 'result.wonConceded'
    | 'result.lostConceded'
    | 'result.halved'
    | 'result.position'
    | 'result.shots';
  params: Record<string, string | number>;
  /** Match play: the score ("3 & 2", "1 up") to write into `score`, from scorecard.match.score. */
  score?: { key: 'andRemaining' | 'up'; margin: number; remaining: number };
}

const modes = enums.game_mode;

/** Only stroke play and match play can count for the Handicap Index, so only they say whether they did. */
export const showsHandicap = (entry: HistoryEntry) =>
  entry.game_mode === modes.stroke_play || entry.game_mode === modes.match_play;

/**
 * What the match history shows in its score-or-result column: strokes and to par for stroke play
 * (and the position when others played), the match result from the player's side, the position
 * at closest to pin (always: it is the result of that game, even played alone), the shots hit on the range.
 */
export function describeResult(entry: HistoryEntry, toParText: ToParText): ResultLine[] {
  const { result } = entry;
  const position: ResultLine[] =
    result.position !== null
      ? [{ key: 'result.position', params: { position: result.position, players: Math.max(result.players, 1) } }]
      : [];
  const positionAmongOthers = result.players > 1 ? position : [];
  switch (entry.game_mode) {
    case modes.stroke_play:
      if (entry.strokes === null || entry.to_par === null) return positionAmongOthers;
      return [
        { key: 'strokes', params: { strokes: entry.strokes, toPar: formatToPar(entry.to_par, toParText) } },
        ...(entry.holes_played === 18 ? [] : [{ key: 'holes' as const, params: { count: entry.holes_played } }]),
        ...positionAmongOthers,
      ];
    case modes.match_play: {
      const match = result.match;
      if (!match) return [];
      if (match.outcome === 'halved') return [{ key: 'result.halved', params: {} }];
      const won = match.outcome === 'won';
      if (match.kind === 'conceded') return [{ key: won ? 'result.wonConceded' : 'result.lostConceded', params: {} }];
      const score = matchScore({ kind: match.kind, margin: match.margin, holesRemaining: match.holes_remaining });
      return [{ key: won ? 'result.won' : 'result.lost', params: {}, score: score ?? undefined }];
    }
    case modes.closest_to_pin:
      return position;
    case modes.driving_range:
      return [{ key: 'result.shots', params: { count: result.shots ?? 0 } }];
    default:
      return [];
  }
}
