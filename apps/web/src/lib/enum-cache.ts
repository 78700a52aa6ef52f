import { useQuery } from '@tanstack/react-query';
import type { EnumCatalogue, Locale } from '@golf/contracts';
import { apiGet } from './api';
import { useLocale } from './i18n';
import { queryClient } from './query-client';

// The enumeration cache, apart from the labels' helpers (enums.ts): the shell keeps the cache from the
// first screen on, and the labels' fallback texts come with the feature texts (decision 0114).

/** GET /protocol/enums/{locale}; an enumeration the server does not send is undefined. */
export type EnumMap = Partial<EnumCatalogue>;

export const enumQueryKey = (locale: Locale) => ['enums', locale] as const;

export function fetchEnums(locale: Locale, signal?: AbortSignal): Promise<EnumMap> {
  return apiGet<EnumMap>(`/protocol/enums/${encodeURIComponent(locale)}`, { signal });
}

/**
 * The enumeration cache, one entry per locale. The query key holds the locale, so switching
 * language loads that language's labels (spec section 4); labels never go stale otherwise.
 * A failure goes to the error modal (spec: an enumeration load failure is reported).
 */
export function useEnums() {
  const locale = useLocale();
  return useQuery({
    queryKey: enumQueryKey(locale),
    queryFn: ({ signal }) => fetchEnums(locale, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Drops every cached enumeration (spec: the cache is cleared on logout). */
export function clearEnumCache(): void {
  queryClient.removeQueries({ queryKey: ['enums'] });
}
