import { useQuery } from '@tanstack/react-query';
import { fetchMatchHistory, historyKeys } from '../api';

export function useMatchHistory() {
  return useQuery({
    queryKey: historyKeys.all,
    queryFn: ({ signal }) => fetchMatchHistory(signal),
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
