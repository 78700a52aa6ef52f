import type { DrivingRangeCard, Scorecard } from '@golf/contracts';
import { apiGet } from '../../lib/api';

/**
 * GET /rounds/{id}/scorecard, typed by game mode in contracts: the common fields from its schema,
 * the cards from the golf package's engines (camelCase fields inside each card); distances are
 * whole centimetres.
 */
export type { DrivingRangeCard, FlaggedStroke, IntegrityCheck, Scorecard, ScorecardPlayer } from '@golf/contracts';

// The parts of the cards are the golf package's engine results: one declaration, there.
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

/** The scorecard of one game mode. */
type ScorecardOf<GameMode extends Scorecard['game_mode']> = Extract<Scorecard, { game_mode: GameMode }>;
export type StrokePlayCard = ScorecardOf<20>['stroke_play'];
export type StrokePlayHole = StrokePlayCard['players'][number]['holes'][number];
export type MatchPlayCard = NonNullable<ScorecardOf<10>['match_play']>;
export type ClosestToPinCard = ScorecardOf<30>['closest_to_pin'];
export type ClubSummary = DrivingRangeCard['byClub'][number];
export type RangeShot = DrivingRangeCard['shots'][number];

export const scorecardKeys = {
  all: ['scorecard'] as const,
  round: (roundId: number) => ['scorecard', roundId] as const,
};

export function fetchScorecard(roundId: number, signal?: AbortSignal): Promise<Scorecard> {
  return apiGet<Scorecard>(`/rounds/${roundId}/scorecard`, { signal });
}
