import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api';
import { reportError } from './feedback/error-bus';

/** What a query or mutation may say about how it is shown. */
export interface RequestMeta extends Record<string, unknown> {
  /** The component shows this error itself; keep it out of the global error modal. */
  handlesErrors?: boolean;
  /** The component shows its own loading state; keep it out of the global loading overlay. */
  inlineLoading?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** Client errors (4xx) will not get better by asking again; no reply or 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesErrors) return;
        // With the device offline a load cannot succeed and the screens say so (offline play works on);
        // a modal per failed load would cover them.
        if (isApiError(error) && error.isNetworkError && typeof navigator !== 'undefined' && !navigator.onLine) return;
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors || mutation.options.onError) return;
        reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();

/**
 * Applies a change the server announced (a real-time event, a mutation's reply) to a cached query.
 * A read of that query already in flight may have been answered before the change and would
 * overwrite it when it lands, so such a read is cancelled and made again.
 */
export function applyServerChange<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (data: T | undefined) => T | undefined,
): void {
  const reading = client.isFetching({ queryKey, exact: true }) > 0;
  client.setQueryData<T>(queryKey, change);
  if (reading) void client.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
}
