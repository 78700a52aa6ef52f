import type { HandicapHistory, PlayerStatistics } from '@golf/contracts';
import { apiGet } from '../../lib/api';

export type {
  ClubStatistics,
  HandicapHistory,
  HandicapRecord,
  PlayerStatistics,
  ScoringBreakdown,
  StatisticsRate,
} from '@golf/contracts';

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
