import type {
  ClosestToPinScorecard,
  ClubDistanceSummary,
  DrivingRangeSession,
  MatchPlayScorecard,
  StrokePlayHoleScore,
  StrokePlayScorecard,
} from '@golf/golf';
import type { FlaggedStroke } from '@golf/contracts';
import { apiGet } from '../../lib/api';

/**
 * GET /rounds/{id}/scorecard, typed by game mode. The cards come from the golf package's engines
 * (camelCase fields inside each card); distances are whole centimetres.
 */
export interface ScorecardPlayer {
  /** The user id as a string: how the cards name players. */
  id: string;
  user_id: number;
  display_name: string;
  /** enums.play_status */
  play_status: number;
}

export type { FlaggedStroke, IntegrityCheck } from '@golf/contracts';

// The cards are the golf package's engine results as the server sends them: one declaration, there.
export type {
  ClosestToPinEntry,
  DistanceDistribution,
  HoleCompletion,
  MatchPlayHole,
  MatchStatus,
  MatchStatusKind,
  StrokePlayPlayerCard,
  StrokePlayTotals,
} from '@golf/golf';
export type StrokePlayCard = StrokePlayScorecard;
export type StrokePlayHole = StrokePlayHoleScore;
export type MatchPlayCard = MatchPlayScorecard;
export type ClosestToPinCard = ClosestToPinScorecard;
export type ClubSummary = ClubDistanceSummary;
export type RangeShot = DrivingRangeSession['shots'][number];
/** One player's range session. */
export type DrivingRangeCard = DrivingRangeSession & { playerId: string };

interface ScorecardBase {
  round_id: number;
  /** enums.round_status */
  round_status: number;
  players: ScorecardPlayer[];
  /** Strokes shot integrity flagged: their players' round does not count for the handicap. */
  flagged_strokes: FlaggedStroke[];
}

export type Scorecard = ScorecardBase &
  (
    | { game_mode: 20; stroke_play: StrokePlayScorecard }
    | { game_mode: 10; match_play: MatchPlayScorecard | null }
    | { game_mode: 30; closest_to_pin: ClosestToPinScorecard }
    | { game_mode: 50; driving_range: DrivingRangeCard[] }
  );

export const scorecardKeys = {
  all: ['scorecard'] as const,
  round: (roundId: number) => ['scorecard', roundId] as const,
};

export function fetchScorecard(roundId: number, signal?: AbortSignal): Promise<Scorecard> {
  return apiGet<Scorecard>(`/rounds/${roundId}/scorecard`, { signal });
}
