import { useMemo } from 'react';
import { type RaRecord, useGetList } from 'react-admin';
import { MAX_PER_PAGE } from '@golf/contracts';

/** The API path of the subscription plans (no react-admin resource: its screen is /subscriptions/{id?}). */
export const SUBSCRIPTIONS_PATH = 'admin/subscriptions';

/**
 * Every record of a short list (products, courses, map packs, plans) as select choices, loaded in
 * one page of the API's largest size and sorted by label. undefined while loading. Used instead of
 * reference inputs, whose by-id lookups these admin lists do not offer as a filter.
 */
export function useAllChoices(
  resource: string,
  label: string,
  options: { enabled?: boolean } = {},
): { id: number; name: string }[] | undefined {
  const { data } = useGetList<RaRecord>(
    resource,
    { pagination: { page: 1, perPage: MAX_PER_PAGE }, sort: { field: 'id', order: 'ASC' } },
    { enabled: options.enabled ?? true },
  );
  return useMemo(
    () =>
      data
        ?.map((record) => ({ id: Number(record.id), name: String(record[label] ?? `#${record.id}`) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [data, label],
  );
}
