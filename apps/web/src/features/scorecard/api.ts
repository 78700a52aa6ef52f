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

export type HoleCompletion = 'holed' | 'gimme' | 'conceded' | 'picked_up';

export interface StrokePlayHole {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  strokesReceived: number;
  gross: number | null;
  net: number | null;
  toPar: number | null;
  netToPar: number | null;
  /** enums.scoring_term of the gross score */
  term: number | null;
  completion: HoleCompletion | null;
  putts: number;
  penaltyStrokes: number;
}

export interface StrokePlayTotals {
  holesCompleted: number;
  par: number;
  gross: number;
  net: number;
  toPar: number;
  netToPar: number;
  putts: number;
  penaltyStrokes: number;
}

export interface StrokePlayPlayerCard {
  playerId: string;
  playingHandicap: number;
  holes: StrokePlayHole[];
  totals: StrokePlayTotals;
  front: StrokePlayTotals | null;
  back: StrokePlayTotals | null;
  finished: boolean;
  position: number;
}

export type MatchStatusKind = 'all_square' | 'up' | 'dormie' | 'extra_holes' | 'won' | 'conceded' | 'halved';

export interface MatchStatus {
  kind: MatchStatusKind;
  leader: string | null;
  margin: number;
  holesPlayed: number;
  holesRemaining: number;
  /** English; the UI builds its own text from the fields above. */
  text: string;
}

export interface MatchPlayHole {
  holeNumber: number;
  extra: boolean;
  strokesReceived: [number, number];
  net: [number | null, number | null];
  outcome: 'won' | 'halved' | 'undecided';
  winner: string | null;
  status: MatchStatus;
}

export interface MatchPlayCard {
  holes: MatchPlayHole[];
  status: MatchStatus;
  finished: boolean;
  winner: string | null;
}

export interface ClosestToPinEntry {
  playerId: string;
  attempts: (number | null)[];
  bestCm: number | null;
  rank: number | null;
}

export interface ClosestToPinCard {
  holes: { holeNumber: number; entries: ClosestToPinEntry[] }[];
  standings: { playerId: string; holesWithResult: number; totalBestCm: number; position: number }[];
}

export interface DistanceDistribution {
  mean: number;
  standardDeviation: number;
  min: number;
  max: number;
}

export interface ClubSummary {
  /** enums.club */
  club: number;
  shots: number;
  carry: DistanceDistribution;
  total: DistanceDistribution;
  /** + right of the target line, - left */
  lateral: DistanceDistribution;
}

export interface RangeShot {
  shotNumber: number;
  club: number;
  carryCm: number;
  totalDistanceCm: number;
  lateralCm: number;
}

export interface DrivingRangeCard {
  playerId: string;
  shots: RangeShot[];
  byClub: ClubSummary[];
}

interface ScorecardBase {
  round_id: number;
  /** enums.round_status */
  round_status: number;
  players: ScorecardPlayer[];
}

export type Scorecard = ScorecardBase &
  (
    | { game_mode: 20; stroke_play: { rankBy: 'gross' | 'net'; players: StrokePlayPlayerCard[] } }
    | { game_mode: 10; match_play: MatchPlayCard | null }
    | { game_mode: 30; closest_to_pin: ClosestToPinCard }
    | { game_mode: 50; driving_range: DrivingRangeCard[] }
  );

export const scorecardKeys = {
  all: ['scorecard'] as const,
  round: (roundId: number) => ['scorecard', roundId] as const,
};

export function fetchScorecard(roundId: number, signal?: AbortSignal): Promise<Scorecard> {
  return apiGet<Scorecard>(`/rounds/${roundId}/scorecard`, { signal });
}
