import { useQuery } from '@tanstack/react-query';
import { fetchScorecard, scorecardKeys } from '../api';

/**
 * A round's scorecard, one cache entry for every screen that shows it (the in-round screen
 * refreshes it after each shot). `live` refetches it now and then for a round under way (the
 * in-round "score" action); a completed round's card no longer changes. `enabled: false` waits
 * (a round not started has no card).
 */
export function useScorecard(roundId: number, options: { live?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scorecardKeys.round(roundId),
    queryFn: ({ signal }) => fetchScorecard(roundId, signal),
    enabled: options.enabled ?? true,
    refetchInterval: options.live ? 10_000 : false,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
