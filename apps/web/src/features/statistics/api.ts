import { apiGet } from '../../lib/api';
import type { ClubSummary } from '../scorecard/api';

export interface StatisticsRate {
  made: number;
  attempts: number;
  /** 0..1; null without attempts */
  rate: number | null;
}

export interface ScoringBreakdown {
  birdiesOrBetter: number;
  pars: number;
  bogeys: number;
  doubleBogeysOrWorse: number;
}

/** GET /users/me/statistics: over the caller's stroke and match play rounds; distances in cm. */
export interface PlayerStatistics {
  rounds: number;
  holes: number;
  fairwaysHit: StatisticsRate;
  greensInRegulation: StatisticsRate;
  /** per18Holes: per hole × 18, so 9-hole rounds count as half a round. */
  putts: { total: number; perHole: number | null; per18Holes: number | null };
  scrambling: StatisticsRate;
  sandSaves: StatisticsRate;
  averageDriveCm: number | null;
  drives: number;
  clubs: ClubSummary[];
  scoring: ScoringBreakdown;
}

export interface HandicapRecord {
  round_id: number;
  course_id: number;
  holes_played: number;
  adjusted_gross_score: number;
  course_rating: number;
  slope_rating: number;
  score_differential: number;
  /** The index after this round; null while fewer than 3 rounds count. */
  handicap_index: number | null;
  played_at: string;
}

/** GET /users/me/handicap: the index and the records behind it, newest first. */
export interface HandicapHistory {
  hcp: number | null;
  hcp_diff: number | null;
  records: HandicapRecord[];
}

export interface StatisticsFilter {
  courseId: number | null;
  /** ISO timestamp; rounds started at or after */
  from: string | null;
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  filtered: (filter: StatisticsFilter) => ['statistics', 'me', filter] as const,
  handicap: ['statistics', 'handicap'] as const,
};

export function fetchStatistics(filter: StatisticsFilter, signal?: AbortSignal): Promise<PlayerStatistics> {
  return apiGet<PlayerStatistics>('/users/me/statistics', {
    query: { course_id: filter.courseId ?? undefined, from: filter.from ?? undefined },
    signal,
  });
}

export function fetchHandicap(signal?: AbortSignal): Promise<HandicapHistory> {
  return apiGet<HandicapHistory>('/users/me/handicap', { signal });
}
