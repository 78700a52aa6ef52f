import { useQuery } from '@tanstack/react-query';
import { fetchScorecard, scorecardKeys } from '../api';

/**
 * A round's scorecard. `live` refetches it now and then for a round under way (the in-round
 * "score" action); a completed round's card no longer changes.
 */
export function useScorecard(roundId: number, options: { live?: boolean } = {}) {
  return useQuery({
    queryKey: scorecardKeys.round(roundId),
    queryFn: ({ signal }) => fetchScorecard(roundId, signal),
    refetchInterval: options.live ? 10_000 : false,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
