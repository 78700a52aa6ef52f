import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchServerVersion } from '../api';

export const serverVersionQuery = queryOptions({
  queryKey: ['protocol', 'version'],
  queryFn: ({ signal }) => fetchServerVersion(signal),
  staleTime: 5 * 60_000,
  // The footer and the dashboard show this failure themselves.
  meta: { handlesErrors: true, inlineLoading: true },
});

export function useServerVersion() {
  return useQuery(serverVersionQuery);
}
