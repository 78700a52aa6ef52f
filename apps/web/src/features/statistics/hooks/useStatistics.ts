import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchHandicap, fetchStatistics, statisticsKeys, type StatisticsFilter } from '../api';

export function useStatistics(filter: StatisticsFilter) {
  return useQuery({
    queryKey: statisticsKeys.filtered(filter),
    queryFn: ({ signal }) => fetchStatistics(filter, signal),
    // Keep the figures on screen while another course or period loads.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

export function useHandicapHistory() {
  return useQuery({
    queryKey: statisticsKeys.handicap,
    queryFn: ({ signal }) => fetchHandicap(signal),
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
