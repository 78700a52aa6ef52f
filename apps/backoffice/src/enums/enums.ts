import type { DataEnvelope, EnumCatalogue, EnumEntry, EnumName } from '@golf/contracts';
import type { HttpClient } from '../api/http';

/** GET /protocol/enums/<locale>: each enumeration's members, labelled in the request's locale. */
export type EnumMap = Partial<Record<EnumName | (string & {}), EnumEntry[]>>;

/** Keeps the well-formed members of `GET /protocol/enums/<locale>`'s `data`. */
export function parseEnumMap(data: unknown): EnumMap {
  if (!data || typeof data !== 'object') throw new Error('Enumerations missing from the response');
  const out: EnumMap = {};
  for (const [name, members] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(members)) continue;
    out[name] = members.filter(
      (m): m is EnumEntry =>
        !!m &&
        typeof m === 'object' &&
        (typeof m.value === 'number' || typeof m.value === 'string') &&
        typeof m.key === 'string' &&
        typeof m.label === 'string',
    );
  }
  return out;
}

/**
 * Enumerations already loaded, by locale: the login screen's serve the admin after sign-in, and
 * switching language back and forth is instant.
 */
export const loadedEnums = new Map<string, EnumMap>();

export async function fetchEnums(http: HttpClient, locale: string, signal?: AbortSignal): Promise<EnumMap> {
  const { body } = await http.request<Partial<DataEnvelope<EnumCatalogue>>>(
    `protocol/enums/${encodeURIComponent(locale)}`,
    { signal },
  );
  return parseEnumMap(body?.data);
}

/** react-admin choices for a SelectInput / SelectField. */
export function toChoices(options: readonly EnumEntry[] | undefined): { id: string | number; name: string }[] {
  return (options ?? []).map((option) => ({ id: option.value, name: option.label }));
}
